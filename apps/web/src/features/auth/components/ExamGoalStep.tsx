import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ExamFamily } from '@pariksha/shared/exam/families';
import { useSession } from '../../../lib/session.ts';
import { updateProfile } from '../../../lib/profile-api.ts';
import { ExamGoalPicker } from '../../../components/ExamGoalPicker.tsx';
import { AuthError, AuthSubmit } from './AuthParts.tsx';

/**
 * The one step after sign-up: the exams the student prepares for (stored as examGoals, used by
 * the home and the quizzes). Skippable; the profile page changes it later.
 */
export function ExamGoalStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [goals, setGoals] = useState<ExamFamily[]>([]);
  const save = useMutation({
    mutationFn: () => updateProfile({ examGoals: goals }),
    onSuccess: (me) => {
      useSession.getState().setUser(me.user, me.organization);
      onDone();
    },
  });
  return (
    <Stack spacing={3} component="form" noValidate onSubmit={(e) => (e.preventDefault(), goals.length ? save.mutate() : onDone())}>
      {save.isError && <AuthError error={save.error} />}
      <ExamGoalPicker value={goals} onChange={setGoals} label={t('goal.title')} disabled={save.isPending} />
      <AuthSubmit pending={save.isPending}>{goals.length ? t('goal.save') : t('goal.continue')}</AuthSubmit>
      <Button variant="text" size="large" fullWidth onClick={onDone} disabled={save.isPending}>
        {t('goal.skip')}
      </Button>
    </Stack>
  );
}
