import { Box, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useStudentHome } from '../api.ts';
import { cardState } from '../components/personal/HomeCard.tsx';
import { LiveTestsCard } from '../components/personal/LiveTestsCard.tsx';
import {
  FlashCardsCard,
  PotdCard,
  RecommendedCard,
  ResultsCard,
  ResumeBanner,
  WeakTopicsCard,
} from '../components/personal/StudentCards.tsx';
import { Greeting } from '../components/personal/Greeting.tsx';

/**
 * A student's day (issue 13): the test to resume, today's problem and streak, flash cards due,
 * their organisation's live tests, a free mock for their goal, recent results with the trend
 * and weak topics to practise. One request; each card has its own loading, empty and error state.
 */
export function StudentHomePage() {
  const { t, i18n } = useTranslation('myHome');
  const query = useStudentHome(i18n.language);
  const name = useSession((s) => s.userName);
  const data = query.data;
  const offsetMs = data ? Date.parse(data.serverNow) - data.receivedAt : 0;

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Greeting name={name} subtitle={t('student.subtitle')} />
      {data?.resume && <ResumeBanner resume={data.resume} />}
      {query.isError && !data && (
        <Typography role="alert" color="error.dark" sx={{ mb: 2 }}>
          {t('loadError')}
        </Typography>
      )}
      <Grid container spacing={{ xs: 1.5, md: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <PotdCard state={cardState(query, (d) => d.potd)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FlashCardsCard state={cardState(query, (d) => d.flashCards)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RecommendedCard state={cardState(query, (d) => d.recommended)} goals={data?.goals ?? []} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <LiveTestsCard
            state={cardState(query, (d) => d.tests)}
            offsetMs={offsetMs}
            title={t('tests.title')}
            empty={{ text: t('tests.none'), action: { to: paths.exams, label: t('tests.browse') } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ResultsCard state={cardState(query, (d) => d.results)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <WeakTopicsCard state={cardState(query, (d) => d.weakTopics)} />
        </Grid>
      </Grid>
    </Box>
  );
}
