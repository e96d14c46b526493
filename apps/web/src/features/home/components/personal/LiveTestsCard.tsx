import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { useTranslation } from 'react-i18next';
import type { HomeTest } from '@pariksha/shared/schemas/home';
import { Countdown } from '../../../../components/Countdown.tsx';
import { asLang, pickText } from '../../../../lib/bilingual.ts';
import { useServerNow } from '../../../../lib/use-server-now.ts';
import { paths } from '../../../../app/paths.ts';
import { homeLinks } from '../../links.ts';
import { CardEmpty, HomeCard, type CardState } from './HomeCard.tsx';

type Tests = { live: HomeTest[]; upcoming: HomeTest[] };

/** White on the theme's warning orange is 3:1; this amber is over 4.5:1. */
export const DARK_AMBER = { bgcolor: '#a84300', '&:hover': { bgcolor: '#8a3700' } } as const;

/**
 * Live and upcoming tests with countdowns in the server's time. `offsetMs` is the server's
 * clock minus this phone's, so a phone minutes off still counts down to the real start.
 */
export function LiveTestsCard({
  state,
  offsetMs,
  title,
  empty,
  staff = false,
}: {
  state: CardState<Tests>;
  offsetMs: number;
  title: string;
  empty: { text: string; action?: { to: string; label: string } };
  staff?: boolean;
}) {
  const { t } = useTranslation('myHome');
  const tests = state.status === 'ready' ? [...state.value.live, ...state.value.upcoming] : [];
  const now = useServerNow(offsetMs, tests.length > 0);
  return (
    <HomeCard
      id="home-tests"
      title={title}
      icon={<EventIcon />}
      color="#c62828"
      more={{ to: staff ? paths.examDashboard : paths.mockTest, label: t('seeAll') }}
      state={state}
      lines={4}
      reserve={staff}
    >
      {() =>
        tests.length === 0 ? (
          <CardEmpty text={empty.text} action={empty.action} />
        ) : (
          <Stack divider={<Divider flexItem />} sx={{ gap: 1.25 }}>
            {tests.map((test) => (
              <TestRow key={test.examId} test={test} now={now} staff={staff} />
            ))}
          </Stack>
        )
      }
    </HomeCard>
  );
}

function TestRow({ test, now, staff }: { test: HomeTest; now: number; staff: boolean }) {
  const { t, i18n } = useTranslation('myHome');
  const lang = asLang(i18n.language);
  const title = pickText(test.title, lang);
  const live = test.status === 'live';
  const target = Date.parse((live ? test.endsAt : test.startsAt) ?? '') || now;
  const action = (() => {
    if (staff || !test.setId) return null;
    if (test.inProgressAttemptId)
      return { to: homeLinks.sections(test.examId, test.setId), label: t('tests.resume'), color: 'warning' as const };
    if (test.submittedAttemptId)
      return { to: homeLinks.results(test.examId, test.setId), label: t('tests.result'), color: 'primary' as const };
    return live
      ? { to: homeLinks.instructions(test.examId, test.setId, lang), label: t('tests.join'), color: 'error' as const }
      : { to: homeLinks.instructions(test.examId, test.setId, lang), label: t('tests.instructions'), color: 'primary' as const };
  })();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
          {live ? (
            <Chip size="small" color="error" icon={<FiberManualRecordIcon aria-hidden />} label={t('tests.liveNow')} />
          ) : (
            // Dark blue on white: the theme's info blue is under 4.5:1.
            <Chip size="small" variant="outlined" label={t('tests.upcoming')} sx={{ color: '#01579b', borderColor: '#0288d1' }} />
          )}
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {t('tests.facts', { questions: test.questionCount, minutes: test.durationMinutes })}
        </Typography>
        <Countdown
          target={target}
          now={now}
          size="small"
          label={live ? t('tests.endsIn') : t('tests.startsIn')}
          formatDays={(count) => t('tests.days', { count })}
        />
      </Box>
      {action && (
        <Button
          component={RouterLink}
          to={action.to}
          variant={action.color === 'primary' ? 'outlined' : 'contained'}
          color={action.color}
          aria-label={`${action.label}: ${title}`}
          sx={{ flexShrink: 0, ...(action.color === 'warning' && DARK_AMBER) }}
        >
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
