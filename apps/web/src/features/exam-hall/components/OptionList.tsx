import { Box, Checkbox, FormControlLabel, FormGroup, Radio, RadioGroup } from '@mui/material';
import type { HallQuestion } from '@pariksha/shared/schemas/attempts';
import { type QuestionLanguage } from '../model/text.ts';
import { MathText } from '../../../components/MathText.tsx';
import { pickText } from '../../../lib/bilingual.ts';

type Props = {
  question: HallQuestion;
  language: QuestionLanguage;
  selected: string[];
  disabled: boolean;
  labelledBy: string;
  describedBy: string;
  onChoose: (optionId: string) => void;
};

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];

/** The options as big, full-width targets: a radio group, or checkboxes when several may be correct. */
export function OptionList({ question, language, selected, disabled, labelledBy, describedBy, onChoose }: Props) {
  const multiple = question.multipleCorrect;
  const items = question.options.map((option, i) => {
    const checked = selected.includes(option.id);
    const control = multiple ? <Checkbox checked={checked} onChange={() => onChoose(option.id)} /> : <Radio />;
    return (
      <FormControlLabel
        key={option.id}
        value={option.id}
        control={control}
        disabled={disabled}
        label={
          <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Box component="span" aria-hidden sx={{ fontWeight: 700, color: 'text.secondary', minWidth: '1.25em' }}>
              {LETTERS[i] ?? i + 1}.
            </Box>
            <MathText component="span" text={pickText(option.text, language)} sx={{ display: 'block', flex: 1, minWidth: 0 }} />
          </Box>
        }
        sx={{
          m: 0,
          px: 1,
          py: 0.75,
          minHeight: 52,
          width: '100%',
          alignItems: 'center',
          border: '1.5px solid',
          borderColor: checked ? 'primary.main' : 'divider',
          bgcolor: checked ? 'rgba(25, 118, 210, 0.08)' : 'background.paper',
          borderRadius: 2,
          '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0, fontSize: '1rem', lineHeight: 1.5 },
        }}
      />
    );
  });

  const sx = { display: 'flex', flexDirection: 'column', gap: 1.25, flexWrap: 'nowrap' } as const;
  return multiple ? (
    <FormGroup role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} sx={sx}>
      {items}
    </FormGroup>
  ) : (
    <RadioGroup
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      name={`q-${question.id}`}
      value={selected[0] ?? ''}
      onChange={(_e, value) => onChoose(value)}
      sx={sx}
    >
      {items}
    </RadioGroup>
  );
}
