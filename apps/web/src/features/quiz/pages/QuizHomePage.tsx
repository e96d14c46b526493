import { Link as RouterLink, generatePath } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { subjectsForGoals } from '@pariksha/shared/exam/families';
import { Button, Skeleton } from '@mui/material';
import Grid from '@mui/material/Grid';
import InsightsIcon from '@mui/icons-material/Insights';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { SubjectGrid } from '../../../components/practice/SubjectGrid.tsx';
import { paths } from '../../../app/paths.ts';
import { useQuizSubjects } from '../api.ts';
import { profileQuery } from '../../../lib/profile-api.ts';
import { useSession } from '../../../lib/session.ts';

/** /quiz: choose a subject for a 10-question quiz. */
export function QuizHomePage() {
  const { t } = useTranslation('quiz');
  const counts = useQuizSubjects();
  // The exam goal (chosen after sign-up or in the profile) puts its subjects first; without one
  // (or before the profile answers) the grid keeps its usual order.
  const profile = useQuery({ ...profileQuery(), enabled: !!useSession((s) => s.token) });
  const goalSubjects = subjectsForGoals(profile.data?.user.examGoals ?? []);
  return (
    <PageFrame
      title={t('home.title')}
      subtitle={t('home.intro')}
      actions={
        <Button component={RouterLink} to={paths.quizDashboard} variant="outlined" startIcon={<InsightsIcon aria-hidden />}>
          {t('home.dashboard')}
        </Button>
      }
    >
      <QueryState
        query={counts}
        errorFallback={t('home.loadError')}
        loading={
          <Grid container spacing={2} aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={76} />
              </Grid>
            ))}
          </Grid>
        }
      >
        {(data) => (
          <SubjectGrid
            counts={new Map(data.subjects.map((s) => [s.subject, s.count]))}
            hrefFor={(subject) => generatePath(paths.quizSubject, { subject })}
            countLabel={(count) => t('count', { count })}
            emptyLabel={t('none')}
            first={goalSubjects}
            firstLabel={t('home.forYourExam')}
          />
        )}
      </QueryState>
    </PageFrame>
  );
}
