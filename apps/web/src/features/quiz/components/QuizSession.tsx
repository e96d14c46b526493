import { useState } from 'react';
import { Alert, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useQuiz } from '../api.ts';
import { QuizPlayer } from './QuizPlayer.tsx';
import { QuizReview } from './QuizReview.tsx';
import { asLang, type Lang } from '../../../lib/bilingual.ts';

type Props = {
  quizId: string;
  onRetry: (generate?: { count: number }) => void;
  retrying: boolean;
  retryError: unknown;
  backTo: { to: string; label: string };
};

/**
 * A quiz by id (from the URL, so a reload resumes it): the player while it runs, the review after.
 * The questions' language (हिं / EN) starts as the interface's and is kept from player to review.
 */
export function QuizSession({ quizId, onRetry, retrying, retryError, backTo }: Props) {
  const { t, i18n } = useTranslation('quiz');
  const [lang, setLang] = useState<Lang>(() => asLang(i18n.language));
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
            <QuizReview quiz={data} onRetry={onRetry} retrying={retrying} backTo={backTo} lang={lang} onLangChange={setLang} />
          </>
        ) : (
          <QuizPlayer key={data.id} quiz={data} lang={lang} onLangChange={setLang} />
        )
      }
    </QueryState>
  );
}
