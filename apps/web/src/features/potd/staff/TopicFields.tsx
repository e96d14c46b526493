import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { findSubject, SUBJECTS } from '@pariksha/shared/taxonomy/taxonomy';

type Props = {
  subject: string;
  topic: string;
  onSubject: (subject: string) => void;
  onTopic: (topic: string) => void;
  /** Filters offer "Any"; a new question must pick both. */
  allowAny?: boolean;
  errors?: { subject?: string; topic?: string };
  idPrefix: string;
};

/** Subject and topic selects from the shared taxonomy, labelled in the page language. */
export function TopicFields({ subject, topic, onSubject, onTopic, allowAny = false, errors, idPrefix }: Props) {
  const { t, i18n } = useTranslation('potd');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const topics = Object.entries(findSubject(subject)?.topics ?? {});
  return (
    <>
      <TextField
        select
        id={`${idPrefix}-subject`}
        label={t('staff.subject')}
        value={subject}
        onChange={(e) => {
          onSubject(e.target.value);
          onTopic('');
        }}
        error={!!errors?.subject}
        helperText={errors?.subject}
        sx={{ minWidth: 180, flex: 1 }}
        size="small"
      >
        {allowAny && <MenuItem value="">{t('staff.any')}</MenuItem>}
        {SUBJECTS.map((s) => (
          <MenuItem key={s.key} value={s.key}>
            {s.label[lang]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id={`${idPrefix}-topic`}
        label={t('staff.topic')}
        value={topic}
        onChange={(e) => onTopic(e.target.value)}
        disabled={!subject}
        error={!!errors?.topic}
        helperText={errors?.topic}
        sx={{ minWidth: 180, flex: 1 }}
        size="small"
      >
        {allowAny && <MenuItem value="">{t('staff.any')}</MenuItem>}
        {topics.map(([key, label]) => (
          <MenuItem key={key} value={key}>
            {label[lang]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
