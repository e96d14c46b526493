import { useState } from 'react';
import { Link as RouterLink, generatePath, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Divider, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { paths } from '../../../app/paths.ts';
import { useDeleteNote, useNote } from '../api.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { NoteContent } from '../components/NoteContent.tsx';
import { StudyFrame } from '../components/StudyFrame.tsx';
import { SubjectChips } from '../components/SubjectChips.tsx';
import { formatDate } from '../lib/text.ts';
import { asLang, type Lang, pickText, shownLang } from '../../../lib/bilingual.ts';

/** /notes/:noteId: a note read in the page, in either of its languages; staff edit or delete it. */
export function NotePage() {
  const { noteId = '' } = useParams();
  const { t, i18n } = useTranslation('notes');
  const uiLang = asLang(i18n.language);
  const note = useNote(noteId);
  const remove = useDeleteNote();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar((s) => s.show);
  const [chosen, setChosen] = useState<Lang | null>(null);
  const [confirming, setConfirming] = useState(false);
  const back = { to: paths.notes, label: t('note.back') };

  if (note.isPending) {
    return (
      <StudyFrame back={back} maxWidth={860}>
        <Box aria-busy="true" aria-label={t('note.loading')}>
          <Skeleton variant="text" height={56} width="70%" />
          <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
        </Box>
      </StudyFrame>
    );
  }
  if (note.isError) {
    const missing = note.error instanceof ApiError && (note.error.status === 404 || note.error.status === 400);
    return (
      <StudyFrame back={back} maxWidth={860}>
        {missing ? (
          <Alert severity="info">{t('note.notFound')}</Alert>
        ) : (
          <RetryAlert onRetry={() => void note.refetch()}>{errorMessage(note.error, t('note.loadError'))}</RetryAlert>
        )}
      </StudyFrame>
    );
  }

  const n = note.data;
  // The reader's choice, else the page language if the note has it, else the note's only language.
  const lang: Lang = chosen && n.body[chosen] ? chosen : n.body[uiLang] ? uiLang : (n.languages[0] ?? uiLang);
  const titleLang = shownLang(n.title, lang);

  const confirmDelete = () =>
    remove.mutate(n.id, {
      onSuccess: () => {
        showSnackbar(t('note.deleted'));
        navigate(paths.notes, { replace: true });
      },
    });

  return (
    <StudyFrame back={back} maxWidth={860}>
      <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: '16px' }} aria-labelledby="note-title">
        <Stack sx={{ gap: 1.5 }}>
          <SubjectChips subject={n.subject} topic={n.topic} lang={uiLang} />
          <Typography
            id="note-title"
            component="h1"
            lang={titleLang}
            sx={{
              fontWeight: 800,
              fontSize: { xs: '1.5rem', sm: '2rem' },
              lineHeight: titleLang === 'hi' ? 1.5 : 1.3,
              overflowWrap: 'anywhere',
            }}
          >
            {pickText(n.title, lang)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              n.organizationName,
              n.authorName && t('meta.by', { name: n.authorName }),
              t('meta.updated', { date: formatDate(n.updatedAt, uiLang) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            {n.languages.length > 1 ? (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={lang}
                onChange={(_, value: Lang | null) => value && setChosen(value)}
                aria-label={t('note.language')}
              >
                <ToggleButton value="hi" lang="hi">
                  {t('language.hi')}
                </ToggleButton>
                <ToggleButton value="en" lang="en">
                  {t('language.en')}
                </ToggleButton>
              </ToggleButtonGroup>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('meta.onlyLanguage', { language: t(`language.${lang}`) })}
              </Typography>
            )}
            {n.canEdit && (
              <Stack direction="row" sx={{ gap: 1 }}>
                <Button
                  component={RouterLink}
                  to={generatePath(paths.noteEdit, { noteId: n.id })}
                  startIcon={<EditIcon />}
                  variant="outlined"
                  size="small"
                >
                  {t('note.edit')}
                </Button>
                <Button onClick={() => setConfirming(true)} startIcon={<DeleteIcon />} color="error" variant="outlined" size="small">
                  {t('note.delete')}
                </Button>
              </Stack>
            )}
          </Stack>
          <Divider />
          <NoteContent html={n.body[lang] ?? ''} lang={lang} />
        </Stack>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={t('note.deleteTitle')}
        body={t('note.deleteBody', { title: pickText(n.title, uiLang) })}
        confirmLabel={t('note.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('errors.generic')) : null}
        onConfirm={confirmDelete}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
      />
    </StudyFrame>
  );
}
