import { useState } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import { useTranslation } from 'react-i18next';
import type { DiscussionDoubt } from '@pariksha/shared/schemas/discussions';
import { PostCard, type PostActions } from './PostCard.tsx';
import { PostForm } from './PostForm.tsx';

type Props = { doubt: DiscussionDoubt; examId: string; questionId: string; actions: PostActions };

/** A doubt with its answers (the best first) and the form to answer it. */
export function DoubtCard({ doubt, examId, questionId, actions }: Props) {
  const { t } = useTranslation('discussions');
  const [answering, setAnswering] = useState(false);
  const open = doubt.removed === null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 }, borderRadius: '14px' }}>
      <PostCard post={doubt} kind="doubt" actions={actions} />
      <Stack sx={{ gap: 1, mt: 1, pl: { xs: 1.5, sm: 3 }, borderLeft: '3px solid', borderColor: 'divider', ml: { xs: 0.5, sm: 1 } }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {doubt.answers.length ? t('answers', { count: doubt.answers.length }) : t('noAnswers')}
        </Typography>
        {doubt.answers.map((a) => (
          <PostCard key={a.id} post={a} kind="answer" actions={actions} />
        ))}
        {open &&
          (answering ? (
            <PostForm
              examId={examId}
              questionId={questionId}
              parentId={doubt.id}
              label={t('answer.label')}
              submitLabel={t('answer.submit')}
              onDone={() => setAnswering(false)}
              onCancel={() => setAnswering(false)}
              autoFocus
            />
          ) : (
            <Button
              size="small"
              startIcon={<ReplyIcon aria-hidden />}
              onClick={() => setAnswering(true)}
              aria-label={t('answer.openN', { name: doubt.author?.name ?? '' })}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('answer.open')}
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}
