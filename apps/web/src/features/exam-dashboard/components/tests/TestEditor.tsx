import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import type { AuthoringExam } from '@pariksha/shared/schemas/exams';
import { getTemplate } from '@pariksha/shared/exam/templates';
import { QueryState } from '../../../../components/QueryState.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { useAuthoringExam, useDeleteExam } from '../../api/authoring.ts';
import { formatDateTime } from '../../lib/format.ts';
import { dashboardLinks } from '../../lib/links.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { Panel } from '../common/Panel.tsx';
import { ExamDetailsForm } from './ExamDetailsForm.tsx';
import { SetsPanel } from './SetsPanel.tsx';
import { NormalisationPanel } from './NormalisationPanel.tsx';
import { StatusChip } from './StatusChip.tsx';
import { PublishControl } from './PublishControl.tsx';
import { StudentPreview } from './StudentPreview.tsx';
import { pickText } from '../../../../lib/bilingual.ts';

/** One test: its details, publishing, and its sets with their sections and questions. */
export function TestEditor() {
  const { t } = useTranslation('examDashboard');
  const { examId } = useParams();
  const exam = useAuthoringExam(examId);
  return (
    <Stack spacing={3}>
      <Box>
        {/* On the page background (not a white panel) primary.main is below AA contrast. */}
        <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={dashboardLinks.tests} sx={{ color: 'primary.dark' }}>
          {t('tests.back')}
        </Button>
      </Box>
      <QueryState
        query={exam}
        loading={<Skeleton variant="rounded" height={320} aria-label={t('loading')} />}
        errorFallback={t('editor.loadError')}
      >
        {(data) => <Editor exam={data} />}
      </QueryState>
    </Stack>
  );
}

function Editor({ exam }: { exam: AuthoringExam }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const title = pickText(exam.title, lang) || getTemplate(exam.code).title[lang];
  return (
    <>
      <Panel
        title={title}
        hint={t('editor.template', { name: getTemplate(exam.code).title[lang] })}
        actions={<HeaderActions exam={exam} title={title} />}
        id="test-editor"
      >
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <StatusChip isPublished={exam.isPublished} />
          <Chip size="small" label={t(`kind.${exam.kind}`)} />
          {exam.liveStatus && <Chip size="small" color="error" variant="outlined" label={t(`liveStatus.${exam.liveStatus}`)} />}
          <Chip size="small" variant="outlined" label={t('editor.attempts', { count: exam.attemptCount })} />
        </Stack>
        {exam.kind === 'live' && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('tests.window', { from: formatDateTime(exam.startsAt, lang), to: formatDateTime(exam.endsAt, lang) })}
          </Typography>
        )}
        <PublishControl exam={exam} title={title} />
      </Panel>
      <ExamDetailsForm exam={exam} />
      <SetsPanel exam={exam} />
      {exam.kind === 'live' && <NormalisationPanel examId={exam.id} />}
    </>
  );
}

function HeaderActions({ exam, title }: { exam: AuthoringExam; title: string }) {
  const { t } = useTranslation('examDashboard');
  const navigate = useNavigate();
  const remove = useDeleteExam();
  const [confirming, setConfirming] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const close = () => {
    setConfirming(false);
    remove.reset();
  };
  return (
    <>
      <Button startIcon={<VisibilityIcon />} onClick={() => setPreviewing(true)}>
        {t('studentPreview.open')}
      </Button>
      <StudentPreview exam={exam} open={previewing} onClose={() => setPreviewing(false)} />
      <Button component={RouterLink} to={dashboardLinks.results(exam.id)}>
        {t('tests.results')}
      </Button>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {t('editor.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('editor.deleteTitle')}
        body={t('editor.deleteBody', { title })}
        confirmLabel={t('editor.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('errors.generic')) : null}
        onClose={close}
        onConfirm={() =>
          remove.mutate(exam.id, {
            onSuccess: () => {
              useSnackbar.getState().show(t('editor.deleted'));
              void navigate(dashboardLinks.tests);
            },
          })
        }
      />
    </>
  );
}
