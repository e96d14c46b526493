import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert, AlertTitle, Box, Paper, Skeleton, Snackbar, Stack, Typography } from '@mui/material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import type { DiscussionPost, DiscussionThread } from '@pariksha/shared/schemas/discussions';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { MathText } from '../../../components/MathText.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { ReviewOptions } from '../../../components/ReviewOptions.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { pickText } from '../../../lib/bilingual.ts';
import { useDiscussionThread, useMarkBest, useRemovePost, useUpvote } from '../api.ts';
import { DoubtCard } from '../components/DoubtCard.tsx';
import type { PostActions } from '../components/PostCard.tsx';
import { PostForm } from '../components/PostForm.tsx';
import { backTarget } from '../lib/back-link.ts';
import { formatPostedAt } from '../lib/format.ts';

/** When a discussion that is not open yet opens (the server's 409 says), if it has a time. */
function opensAt(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = error.body?.error.details as { opensAt?: unknown } | undefined;
  return typeof details?.opensAt === 'string' ? details.opensAt : null;
}

/** /exams/:examId/questions/:questionId/discussion: doubts about one question of a test, after its window closed. */
export function DiscussionPage() {
  const { t, i18n } = useTranslation(['discussions', 'common']);
  const { examId = '', questionId = '' } = useParams();
  const back = { to: backTarget(useSearchParams()[0].get('back'), examId), label: t('back') };
  const thread = useDiscussionThread(examId, questionId);

  if (thread.isPending) {
    return (
      <PageFrame back={back} title={t('title')} maxWidth={860}>
        <Stack sx={{ gap: 2 }} aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton variant="rounded" height={180} sx={{ borderRadius: '14px' }} />
          <Skeleton variant="rounded" height={140} sx={{ borderRadius: '14px' }} />
          <Skeleton variant="rounded" height={120} sx={{ borderRadius: '14px' }} />
        </Stack>
      </PageFrame>
    );
  }
  if (thread.isError) {
    const error = thread.error;
    const notOpen = error instanceof ApiError && error.status === 409;
    const at = opensAt(error);
    return (
      <PageFrame back={back} title={t('title')} maxWidth={860}>
        {notOpen ? (
          <Alert severity="info" variant="outlined" sx={{ borderRadius: '14px' }}>
            <AlertTitle sx={{ fontWeight: 700 }}>{t('notOpen.title')}</AlertTitle>
            {at ? t('notOpen.at', { time: formatPostedAt(at, i18n.language) }) : error.userMessage}
          </Alert>
        ) : (
          <RetryAlert onRetry={() => void thread.refetch()}>{errorMessage(error, t('loadError'))}</RetryAlert>
        )}
      </PageFrame>
    );
  }
  return <Discussion thread={thread.data} back={back} />;
}

export function Discussion({ thread, back }: { thread: DiscussionThread; back: { to: string; label: string } }) {
  const { t, i18n } = useTranslation('discussions');
  const { examId, questionId, question } = thread;
  const lang = i18n.language;
  const upvote = useUpvote(examId, questionId);
  const best = useMarkBest(examId, questionId);
  const remove = useRemovePost(examId, questionId);
  const [removing, setRemoving] = useState<DiscussionPost | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (err: unknown) => setFailure(errorMessage(err, t('actionFailed')));

  const actions: PostActions = {
    busy: upvote.isPending || best.isPending || remove.isPending,
    canModerate: thread.canModerate,
    onUpvote: (p) => upvote.mutate({ postId: p.id, on: !p.upvotedByMe }, { onError }),
    onBest: (p) => best.mutate({ postId: p.id, best: !p.isBest }, { onError }),
    onRemove: (p) => {
      remove.reset();
      setRemoving(p);
    },
  };
  const explanation = pickText(question.explanation, lang);

  return (
    <PageFrame back={back} title={t('title')} subtitle={pickText(thread.examTitle, lang)} maxWidth={860}>
      <Stack sx={{ gap: 2 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="discussion-question"
          sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px' }}
        >
          <Typography id="discussion-question" component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1 }}>
            {t('questionHeading')}
          </Typography>
          <MathText text={pickText(question.text, lang)} component="div" sx={{ fontSize: '1rem', mb: 1.5 }} />
          <ReviewOptions
            options={question.options.map((o) => ({ id: o.id, text: { hi: o.hi, en: o.en } }))}
            correctIds={question.correctOptionIds}
            chosenIds={[]}
            lang={lang}
            labels={{ correct: t('correctAnswer'), yours: t('yourAnswer') }}
          />
          {explanation && (
            <Box sx={{ mt: 1.5, p: 1.5, borderRadius: '10px', bgcolor: 'rgba(25,118,210,0.06)' }}>
              <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                {t('explanation')}
              </Typography>
              <MathText text={explanation} component="div" sx={{ fontSize: '0.95rem' }} />
            </Box>
          )}
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="discussion-ask" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px' }}>
          <Typography id="discussion-ask" component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1.5 }}>
            {t('ask.heading')}
          </Typography>
          <PostForm examId={examId} questionId={questionId} label={t('ask.label')} submitLabel={t('ask.submit')} />
        </Paper>

        <Box component="section" aria-labelledby="discussion-doubts">
          <Typography id="discussion-doubts" component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1.5 }}>
            {t('doubtsHeading', { count: thread.doubts.length })}
          </Typography>
          {thread.doubts.length === 0 ? (
            <EmptyState icon={<ForumOutlinedIcon />} title={t('empty.title')} body={t('empty.body')} />
          ) : (
            <Stack sx={{ gap: 1.5 }}>
              {thread.doubts.map((d) => (
                <DoubtCard key={d.id} doubt={d} examId={examId} questionId={questionId} actions={actions} />
              ))}
            </Stack>
          )}
        </Box>
      </Stack>

      <ConfirmDialog
        open={removing !== null}
        title={removing?.mine ? t('confirmDelete.title') : t('confirmDelete.hideTitle')}
        body={removing?.mine ? t('confirmDelete.body') : t('confirmDelete.hideBody')}
        confirmLabel={removing?.mine ? t('delete') : t('hide')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('actionFailed')) : null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
      <Snackbar open={failure !== null} message={failure} autoHideDuration={6000} onClose={() => setFailure(null)} />
    </PageFrame>
  );
}
