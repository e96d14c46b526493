import { useState } from 'react';
import { Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuestionInput } from '@pariksha/shared/schemas/question-bank';
import type { ScheduleRequest } from '@pariksha/shared/schemas/potd';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useScheduleDay } from '../api.ts';
import { formatDay } from '../lib/dates.ts';
import { NewQuestionForm } from './NewQuestionForm.tsx';
import { QuestionPicker } from './QuestionPicker.tsx';

type Props = { today: string; date: string; onDate: (date: string) => void };

/** Staff: choose a day, then a bank question or a new one (decisions.md "Practice"). */
export function SchedulePanel({ today, date, onDate }: Props) {
  const { t, i18n } = useTranslation('potd');
  const [tab, setTab] = useState<'bank' | 'new'>('bank');
  const show = useSnackbar((s) => s.show);
  const schedule = useScheduleDay();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today;
  const dateLabel = valid ? formatDay(date, i18n.language, { day: 'numeric', month: 'short' }) : '…';

  const send = async (body: ScheduleRequest) => {
    try {
      await schedule.mutateAsync({ date, body });
      show(t('staff.scheduled', { date: formatDay(date, i18n.language) }), 'success');
      return true;
    } catch (err) {
      show(errorMessage(err, t('staff.scheduleFailed')), 'error');
      return false;
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '16px' }} id="potd-schedule-panel">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('staff.scheduleHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' }, mb: 1 }}>
        <TextField
          type="date"
          label={t('staff.date')}
          value={date}
          onChange={(e) => onDate(e.target.value)}
          size="small"
          error={!valid}
          helperText={t('staff.dateHelp')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          sx={{ minWidth: 200 }}
        />
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, v: 'bank' | 'new') => setTab(v)}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="bank" label={t('staff.fromBank')} id="potd-tab-bank" aria-controls="potd-tabpanel-bank" />
        <Tab value="new" label={t('staff.newQuestion')} id="potd-tab-new" aria-controls="potd-tabpanel-new" />
      </Tabs>
      <div role="tabpanel" id={`potd-tabpanel-${tab}`} aria-labelledby={`potd-tab-${tab}`}>
        {tab === 'bank' ? (
          <QuestionPicker
            dateLabel={dateLabel}
            disabled={!valid}
            pending={schedule.isPending}
            onPick={(questionId) => void send({ questionId })}
          />
        ) : (
          <NewQuestionForm
            dateLabel={dateLabel}
            disabled={!valid}
            pending={schedule.isPending}
            onSubmit={(question: QuestionInput) => send({ question })}
          />
        )}
      </div>
    </Paper>
  );
}
