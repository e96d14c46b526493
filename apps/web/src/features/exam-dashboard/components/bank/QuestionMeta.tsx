import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BankQuestion } from '@pariksha/shared/schemas/question-bank';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { useLang } from '../../lib/use-lang.ts';
import { readableOn } from '../common/contrast.ts';

const DIFFICULTY_COLOR = { easy: 'success', medium: 'warning', hard: 'error' } as const;

/** Subject › topic, difficulty (the spec's colours), languages and how often the question is used. */
export function QuestionMeta({ question, dense }: { question: BankQuestion; dense?: boolean }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mt: 0.75 }}>
      <Chip
        size="small"
        variant="outlined"
        label={`${subjectLabel(question.subject, lang)} › ${topicLabel(question.subject, question.topic, lang)}`}
      />
      <Chip
        size="small"
        color={DIFFICULTY_COLOR[question.difficulty]}
        sx={readableOn(DIFFICULTY_COLOR[question.difficulty])}
        label={t(`difficulty.${question.difficulty}`)}
      />
      {!dense && question.languages.map((l) => <Chip key={l} size="small" variant="outlined" label={t(`languages.${l}`)} />)}
      {!dense && question.usedInSections > 0 && (
        <Chip size="small" variant="outlined" color="primary" label={t('bank.used', { count: question.usedInSections })} />
      )}
    </Stack>
  );
}
