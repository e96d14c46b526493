import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ExamFamily } from '@pariksha/shared/exam/families';
import type { MeResponse } from '@pariksha/shared/schemas/auth';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { updateProfile } from '../api.ts';
import { ExamGoalPicker } from '../../../components/ExamGoalPicker.tsx';

/** The exam goal chosen after sign-up (or skipped there), changed here. */
export function ExamGoalsForm({ me, onUpdated }: { me: MeResponse; onUpdated: (me: MeResponse) => void }) {
  const { t } = useTranslation('profile');
  const [goals, setGoals] = useState<ExamFamily[]>(me.user.examGoals);
  const save = useMutation({
    mutationFn: () => updateProfile({ examGoals: goals }),
    onSuccess: (fresh) => {
      onUpdated(fresh);
      useSnackbar.getState().show(t('goals.saved'));
    },
  });
  const unchanged = goals.join() === me.user.examGoals.join();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {save.isError && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {translateMessage(save.error.message)}
        </Alert>
      )}
      <ExamGoalPicker value={goals} onChange={setGoals} label={t('goals.question')} disabled={save.isPending} />
      <Button variant="contained" onClick={() => save.mutate()} disabled={unchanged || save.isPending}>
        {t('goals.save')}
      </Button>
    </Stack>
  );
}
