import { Box, Chip } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { EXAM_FAMILIES, type ExamFamily } from '@pariksha/shared/exam/families';

type Props = {
  value: ExamFamily[];
  onChange: (next: ExamFamily[]) => void;
  /** The group's accessible name (the question it answers). */
  label: string;
  disabled?: boolean;
};

/**
 * "Which exam are you preparing for?": one chip per exam family, any number chosen. Each chip
 * is a toggle button (aria-pressed), so a screen reader says which are chosen.
 */
export function ExamGoalPicker({ value, onChange, label, disabled }: Props) {
  const { t } = useTranslation('profile');
  const toggle = (family: ExamFamily) =>
    onChange(value.includes(family) ? value.filter((f) => f !== family) : EXAM_FAMILIES.filter((f) => f === family || value.includes(f)));
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {EXAM_FAMILIES.map((family) => {
        const chosen = value.includes(family);
        return (
          <Chip
            key={family}
            component="button"
            type="button"
            aria-pressed={chosen}
            disabled={disabled}
            onClick={() => toggle(family)}
            icon={chosen ? <CheckIcon aria-hidden /> : undefined}
            label={t(`goals.families.${family}`)}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            sx={{ height: 44, fontSize: '0.95rem', px: 0.5, cursor: 'pointer' }}
          />
        );
      })}
    </Box>
  );
}
