import { Alert, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useQuiz } from '../api.ts';
import { QuizPlayer } from './QuizPlayer.tsx';
import { QuizReview } from './QuizReview.tsx';

type Props = {
  quizId: string;
  onRetry: () => void;
  retrying: boolean;
  retryError: unknown;
  backTo: { to: string; label: string };
};

/** A quiz by id (from the URL, so a reload resumes it): the player while it runs, the review after. */
export function QuizSession({ quizId, onRetry, retrying, retryError, backTo }: Props) {
  const { t } = useTranslation('quiz');
  const quiz = useQuiz(quizId);
  return (
    <QueryState
      query={quiz}
      errorFallback={t('play.loadError')}
      loading={
        <Stack sx={{ gap: 2 }} aria-hidden>
          <Skeleton variant="rounded" height={80} />
          <Skeleton variant="rounded" height={360} />
        </Stack>
      }
    >
      {(data) =>
        data.finishedAt ? (
          <>
            {retryError ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorMessage(retryError, t('start.failed'))}
              </Alert>
            ) : null}
            <QuizReview quiz={data} onRetry={onRetry} retrying={retrying} backTo={backTo} />
          </>
        ) : (
          <QuizPlayer key={data.id} quiz={data} />
        )
      }
    </QueryState>
  );
}
