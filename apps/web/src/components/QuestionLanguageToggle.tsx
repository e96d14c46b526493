import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Lang } from '../lib/bilingual.ts';

type Props = {
  value: Lang;
  onChange: (value: Lang) => void;
  /** Translated by the caller's namespace: the group's name and each language's full name. */
  labels: { group: string; hi: string; en: string };
};

/**
 * The हिं / EN switch for the language questions are shown in (the exam hall, quizzes): it
 * changes only the content, never the interface language. Each choice is written in its own script.
 */
export function QuestionLanguageToggle({ value, onChange, labels }: Props) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_e, next: Lang | null) => next && onChange(next)}
      aria-label={labels.group}
      sx={{ flexShrink: 0, '& .MuiToggleButton-root': { px: 1.25, minWidth: 44, minHeight: 40, fontWeight: 700 } }}
    >
      <ToggleButton value="hi" lang="hi" aria-label={labels.hi}>
        हिं
      </ToggleButton>
      <ToggleButton value="en" lang="en" aria-label={labels.en}>
        EN
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
