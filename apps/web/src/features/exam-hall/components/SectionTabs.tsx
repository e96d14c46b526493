import { Tab, Tabs } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import type { SectionSummary } from '@pariksha/shared/schemas/exams';
import { type QuestionLanguage } from '../model/text.ts';
import { pickText } from '../../../lib/bilingual.ts';

type Props = {
  sections: SectionSummary[];
  value: string;
  language: QuestionLanguage;
  /** Per-section timing: only the running section can be opened. */
  isOpen: (sectionId: string) => boolean;
  onChange: (sectionId: string) => void;
};

export function SectionTabs({ sections, value, language, isOpen, onChange }: Props) {
  const { t } = useTranslation('examHall');
  return (
    <Tabs
      value={value}
      onChange={(_e, id: string) => onChange(id)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('tabs')}
      // primary.dark: the theme's primary on the page background is just under 4.5:1.
      sx={{
        minHeight: 44,
        '& .MuiTab-root': { minHeight: 44, textTransform: 'none', fontWeight: 600 },
        '& .MuiTab-root.Mui-selected': { color: 'primary.dark' },
      }}
    >
      {sections.map((s) => {
        const open = isOpen(s.id);
        return (
          <Tab
            key={s.id}
            value={s.id}
            disabled={!open}
            label={pickText(s.name, language)}
            icon={open ? undefined : <LockOutlinedIcon fontSize="small" aria-label={t('sectionLocked')} />}
            iconPosition="end"
          />
        );
      })}
    </Tabs>
  );
}
