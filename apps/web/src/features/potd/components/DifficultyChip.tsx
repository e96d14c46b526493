import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Difficulty } from '@pariksha/shared/schemas/question-bank';

/** Spec 3: easy = success, medium = warning, hard = error. */
export const DIFFICULTY_COLOR = { easy: 'success', medium: 'warning', hard: 'error' } as const;

/**
 * The difficulty chip. White on the warning orange is too faint to read (3:1), so the medium
 * chip keeps the orange with dark text (about 7:1).
 */
export function DifficultyChip({ difficulty, ...rest }: { difficulty: Difficulty } & Omit<ChipProps, 'color' | 'label'>) {
  const { t } = useTranslation('potd');
  return (
    <Chip
      size="small"
      color={DIFFICULTY_COLOR[difficulty]}
      label={t(`difficulty.${difficulty}`)}
      {...rest}
      sx={{ '&.MuiChip-colorWarning': { color: 'rgba(0, 0, 0, 0.87)' }, ...rest.sx }}
    />
  );
}
