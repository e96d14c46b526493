import type { ReactNode } from 'react';
import { generatePath, useNavigate, useParams } from 'react-router';
import { Alert, Box, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { NoteDetail, NoteInput } from '@pariksha/shared/schemas/notes';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { paths } from '../../../app/paths.ts';
import { useNote, useSaveNote } from '../api.ts';
import { NoteForm } from '../components/NoteForm.tsx';
import { StudyFrame } from '../components/StudyFrame.tsx';
import { isStaffToken } from '../lib/staff.ts';

const EMPTY: NoteInput = { title: { hi: '', en: '' }, subject: '', topic: '', body: { hi: '', en: '' } };

const toInput = (n: NoteDetail): NoteInput => ({
  title: { hi: n.title.hi ?? '', en: n.title.en ?? '' },
  subject: n.subject,
  topic: n.topic ?? '',
  body: { hi: n.body.hi ?? '', en: n.body.en ?? '' },
});

/** /notes/new and /notes/:noteId/edit: staff write a note for their organisation. */
export function NoteEditPage() {
  const { noteId } = useParams();
  const { t } = useTranslation('notes');
  const navigate = useNavigate();
  const staff = isStaffToken(useSession((s) => s.token));
  const existing = useNote(noteId);
  const save = useSaveNote(noteId);
  const showSnackbar = useSnackbar((s) => s.show);
  const title = noteId ? t('editor.editTitle') : t('editor.newTitle');
  const back = noteId
    ? { to: generatePath(paths.note, { noteId }), label: t('editor.backToNote') }
    : { to: paths.notes, label: t('note.back') };

  const frame = (content: ReactNode) => (
    <StudyFrame title={title} back={back} maxWidth={960}>
      {content}
    </StudyFrame>
  );

  if (!staff) return frame(<Alert severity="info">{t('editor.staffOnly')}</Alert>);
  if (noteId && existing.isPending) {
    return frame(
      <Box aria-busy="true" aria-label={t('note.loading')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </Box>,
    );
  }
  if (noteId && existing.isError) {
    const missing = existing.error instanceof ApiError && (existing.error.status === 404 || existing.error.status === 400);
    return frame(
      missing ? (
        <Alert severity="info">{t('note.notFound')}</Alert>
      ) : (
        <RetryAlert onRetry={() => void existing.refetch()}>{errorMessage(existing.error, t('note.loadError'))}</RetryAlert>
      ),
    );
  }
  if (noteId && existing.data && !existing.data.canEdit) return frame(<Alert severity="info">{t('editor.notYours')}</Alert>);

  return frame(
    <NoteForm
      initial={existing.data ? toInput(existing.data) : EMPTY}
      busy={save.isPending}
      error={save.isError ? errorMessage(save.error, t('errors.generic')) : null}
      submitLabel={noteId ? t('editor.save') : t('editor.publish')}
      onCancel={() => navigate(back.to)}
      onSubmit={(values) =>
        save.mutate(values, {
          onSuccess: (note) => {
            showSnackbar(noteId ? t('editor.saved') : t('editor.published'));
            navigate(generatePath(paths.note, { noteId: note.id }), { replace: true });
          },
        })
      }
    />,
  );
}
