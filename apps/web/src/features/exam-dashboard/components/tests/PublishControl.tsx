import { useEffect, useId, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { publishBlockers } from '@pariksha/shared/exam/publish-readiness';
import type { AuthoringExam } from '@pariksha/shared/schemas/exams';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { usePublishExam } from '../../api/authoring.ts';
import { blockerText } from '../../lib/exam-checks.ts';
import { useLang } from '../../lib/use-lang.ts';

/**
 * Publish stays disabled, with the reasons beside it, until the test is complete — by the same
 * rules the server enforces (publishBlockers) — and then asks once before students see the test.
 */
export function PublishControl({ exam, title }: { exam: AuthoringExam; title: string }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const publish = usePublishExam(exam.id);
  const [confirming, setConfirming] = useState(false);
  const reasonsId = useId();
  const blockers = exam.isPublished ? [] : publishBlockers(exam);
  // A refusal is about the test as it was: once it changes, it no longer applies.
  const { reset } = publish;
  useEffect(() => reset(), [blockers.length, reset]);

  const send = (isPublished: boolean) =>
    publish.mutate(isPublished, {
      onSuccess: (next) => {
        setConfirming(false);
        useSnackbar.getState().show(next.isPublished ? t('editor.published') : t('editor.unpublished'));
      },
    });

  return (
    <Stack spacing={1.5}>
      {blockers.length > 0 && (
        <Alert severity="info" id={reasonsId}>
          <AlertTitle>{t('publish.notReady')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {blockers.slice(0, 8).map((b, i) => (
              <li key={i}>{blockerText(b, t, lang)}</li>
            ))}
            {blockers.length > 8 && <li>{t('publish.more', { count: blockers.length - 8 })}</li>}
          </Box>
        </Alert>
      )}
      {publish.isError && !confirming && <Alert severity="error">{errorMessage(publish.error, t('errors.generic'))}</Alert>}
      <Box>
        {exam.isPublished ? (
          <Button variant="outlined" color="inherit" onClick={() => send(false)} disabled={publish.isPending}>
            {t('editor.unpublish')}
          </Button>
        ) : (
          <Button
            variant="contained"
            color="success"
            onClick={() => setConfirming(true)}
            disabled={publish.isPending || blockers.length > 0}
            aria-describedby={blockers.length ? reasonsId : undefined}
          >
            {t('editor.publish')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {exam.isPublished ? t('editor.publishedHint') : t('editor.draftHint')}
      </Typography>
      <ConfirmDialog
        open={confirming}
        title={t('publish.confirmTitle')}
        body={t('publish.confirmBody', { title })}
        confirmLabel={t('editor.publish')}
        busy={publish.isPending}
        error={publish.isError ? errorMessage(publish.error, t('errors.generic')) : null}
        onClose={() => {
          setConfirming(false);
          reset();
        }}
        onConfirm={() => send(true)}
      />
    </Stack>
  );
}
