import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import StyleIcon from '@mui/icons-material/Style';
import FlagIcon from '@mui/icons-material/Flag';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import { useTranslation } from 'react-i18next';
import type { StudentHome } from '@pariksha/shared/schemas/home';
import { asLang, pickText } from '../../../../lib/bilingual.ts';
import { paths } from '../../../../app/paths.ts';
import { homeLinks } from '../../links.ts';
import { CardEmpty, HomeCard, type CardState } from './HomeCard.tsx';
import { Sparkline } from './Sparkline.tsx';
import { DARK_AMBER } from './LiveTestsCard.tsx';

type Part<K extends keyof StudentHome> = CardState<NonNullable<StudentHome[K]>>;

/** Tinted chips with dark text: every pair passes 4.5:1 (the theme's warning orange does not). */
const DIFFICULTY_SX = {
  easy: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  medium: { bgcolor: '#fff3e0', color: '#8a4b00' },
  hard: { bgcolor: '#ffebee', color: '#b71c1c' },
} as const;

/** The test in progress, first thing on the page: one tap back into its sections. */
export function ResumeBanner({ resume }: { resume: NonNullable<StudentHome['resume']> }) {
  const { t, i18n } = useTranslation('myHome');
  const title = [pickText(resume.examTitle, i18n.language), pickText(resume.setTitle, i18n.language)].filter(Boolean).join(' · ');
  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{ mb: 2, borderRadius: '14px', bgcolor: '#fff8e1', alignItems: 'center', '& .MuiAlert-message': { minWidth: 0 } }}
      action={
        <Button
          component={RouterLink}
          to={homeLinks.sections(resume.examId, resume.setId)}
          variant="contained"
          color="warning"
          sx={DARK_AMBER}
        >
          {t('resume.action')}
        </Button>
      }
    >
      <Typography sx={{ fontWeight: 700 }}>{t('resume.title')}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
    </Alert>
  );
}

export function PotdCard({ state }: { state: Part<'potd'> }) {
  const { t } = useTranslation('myHome');
  return (
    <HomeCard id="home-potd" title={t('potd.title')} icon={<WhatshotIcon />} color="#d84315" state={state} lines={5}>
      {() => {
        if (state.status !== 'ready') return null;
        const potd = state.value;
        return (
          <>
            <Stack direction="row" sx={{ gap: 1, mb: 1.25, flexWrap: 'wrap' }}>
              <Chip
                variant="outlined"
                icon={<WhatshotIcon aria-hidden />}
                sx={{ fontWeight: 700, color: '#8a4b00', borderColor: '#e0a040', '& .MuiChip-icon': { color: '#d84315' } }}
                label={t('potd.streak', { count: potd.streak.current })}
              />
              <Chip variant="outlined" label={t('potd.best', { count: potd.streak.max })} />
            </Stack>
            {potd.state === 'none' && <CardEmpty text={t('potd.none')} />}
            {potd.state === 'working' && <CardEmpty text={t('potd.working')} />}
            {potd.problem && (
              <>
                <Stack direction="row" sx={{ gap: 0.75, mb: 0.75, flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    sx={{ fontWeight: 600, ...DIFFICULTY_SX[potd.problem.difficulty] }}
                    label={t(`potd.difficulty.${potd.problem.difficulty}`)}
                  />
                  <Chip size="small" variant="outlined" label={potd.problem.category} />
                </Stack>
                <Typography
                  variant="body2"
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {potd.problem.questionText}
                </Typography>
                <Box sx={{ mt: 'auto', pt: 1.5 }}>
                  {potd.solved ? (
                    <Typography variant="body2" sx={{ fontWeight: 600, color: 'success.dark' }}>
                      {t('potd.solved')}
                    </Typography>
                  ) : (
                    <Button component={RouterLink} to={paths.potd} variant="contained">
                      {t('potd.solve')}
                    </Button>
                  )}
                </Box>
              </>
            )}
          </>
        );
      }}
    </HomeCard>
  );
}

export function FlashCardsCard({ state }: { state: Part<'flashCards'> }) {
  const { t, i18n } = useTranslation('myHome');
  return (
    <HomeCard id="home-cards" title={t('cards.title')} icon={<StyleIcon />} color="#6a1b9a" state={state} lines={4}>
      {() => {
        if (state.status !== 'ready') return null;
        const { due, nextDueAt } = state.value;
        if (due === 0 && !nextDueAt) return <CardEmpty text={t('cards.none')} action={{ to: paths.flashCards, label: t('cards.make') }} />;
        if (due === 0) {
          const when = new Intl.DateTimeFormat(asLang(i18n.language) === 'en' ? 'en-IN' : 'hi-IN', {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(new Date(nextDueAt!));
          return <CardEmpty text={t('cards.caughtUp', { when })} action={{ to: paths.flashCards, label: t('cards.decks') }} />;
        }
        return (
          <>
            <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1 }}>{due}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('cards.due', { count: due })}
            </Typography>
            <Box sx={{ mt: 'auto', pt: 1.5 }}>
              <Button component={RouterLink} to={paths.flashCardReview} variant="contained" color="secondary">
                {t('cards.review')}
              </Button>
            </Box>
          </>
        );
      }}
    </HomeCard>
  );
}

export function RecommendedCard({ state, goals }: { state: Part<'recommended'>; goals: StudentHome['goals'] }) {
  const { t, i18n } = useTranslation('myHome');
  const lang = asLang(i18n.language);
  return (
    <HomeCard id="home-mock" title={t('mock.title')} icon={<FlagIcon />} color="#1565c0" state={state} lines={4}>
      {() => {
        if (state.status !== 'ready') return null;
        const exam = state.value.exam;
        if (!exam) return <CardEmpty text={t('mock.none')} action={{ to: paths.exams, label: t('mock.browse') }} />;
        const facts = [
          exam.questionCount !== null && t('mock.questions', { count: exam.questionCount }),
          exam.durationMinutes !== null && t('mock.minutes', { count: exam.durationMinutes }),
          exam.totalMarks !== null && t('mock.marks', { marks: exam.totalMarks }),
        ].filter(Boolean);
        return (
          <>
            <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {pickText(exam.title, lang)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {facts.join(' · ')}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.75 }}>
              {exam.forGoal ? t('mock.forGoal') : goals.length ? t('mock.noneForGoal') : t('mock.noGoal')}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, mt: 'auto', pt: 1.5, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={homeLinks.exam(exam.examId, lang)} variant="contained">
                {t('mock.start')}
              </Button>
              {!goals.length && (
                <Button component={RouterLink} to={paths.profile} variant="text">
                  {t('mock.setGoal')}
                </Button>
              )}
            </Stack>
          </>
        );
      }}
    </HomeCard>
  );
}

export function ResultsCard({ state }: { state: Part<'results'> }) {
  const { t, i18n } = useTranslation('myHome');
  const pct = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(n);
  return (
    <HomeCard
      id="home-results"
      title={t('results.title')}
      icon={<TrendingUpIcon />}
      color="#2e7d32"
      more={{ to: paths.leaderboard, label: t('seeAll') }}
      state={state}
      lines={5}
    >
      {() => {
        if (state.status !== 'ready') return null;
        const { recent } = state.value;
        if (!recent.length) return <CardEmpty text={t('results.none')} action={{ to: paths.exams, label: t('results.firstTest') }} />;
        const series = [...recent].reverse().map((r) => r.percent ?? 0);
        return (
          <>
            {series.length > 1 && <Sparkline values={series} label={t('results.trend', { values: series.map(pct).join(', ') })} />}
            <List dense disablePadding>
              {recent.map((r) => (
                <ListItem key={r.attemptId} disableGutters divider sx={{ gap: 1, justifyContent: 'space-between' }}>
                  <Link
                    component={RouterLink}
                    to={homeLinks.results(r.examId, r.setId, r.attemptId)}
                    sx={{ minWidth: 0, overflowWrap: 'anywhere', color: 'primary.dark' }}
                  >
                    {pickText(r.examTitle, i18n.language)}
                  </Link>
                  <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', flexShrink: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {r.percent === null ? '—' : `${pct(r.percent)}%`}
                    </Typography>
                    {r.change !== null && <Change value={r.change} format={pct} />}
                  </Stack>
                </ListItem>
              ))}
            </List>
          </>
        );
      }}
    </HomeCard>
  );
}

function Change({ value, format }: { value: number; format: (n: number) => string }) {
  const { t } = useTranslation('myHome');
  const up = value > 0;
  const same = value === 0;
  const text = same ? '±0' : `${up ? '+' : '−'}${format(Math.abs(value))}`;
  return (
    <Chip
      size="small"
      label={text}
      aria-label={same ? t('results.same') : t(up ? 'results.up' : 'results.down', { points: format(Math.abs(value)) })}
      sx={{
        fontWeight: 700,
        bgcolor: same ? 'grey.100' : up ? '#e8f5e9' : '#ffebee',
        color: same ? 'text.secondary' : up ? '#1b5e20' : '#b71c1c',
      }}
    />
  );
}

export function WeakTopicsCard({ state }: { state: Part<'weakTopics'> }) {
  const { t, i18n } = useTranslation('myHome');
  const pct = (n: number) => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(n);
  return (
    <HomeCard
      id="home-weak"
      title={t('weak.title')}
      icon={<TrackChangesIcon />}
      color="#ef6c00"
      more={{ to: paths.quizDashboard, label: t('seeAll') }}
      state={state}
      lines={4}
    >
      {() => {
        if (state.status !== 'ready') return null;
        const topics = state.value;
        if (!topics.length) return <CardEmpty text={t('weak.none')} action={{ to: paths.quiz, label: t('weak.takeQuiz') }} />;
        return (
          <List dense disablePadding>
            {topics.map((topic) => (
              <ListItem key={`${topic.subject}/${topic.topic}`} disableGutters divider sx={{ gap: 1, justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {topic.topicLabel}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('weak.facts', { subject: topic.subjectLabel, accuracy: pct(topic.accuracy), count: topic.answered })}
                  </Typography>
                </Box>
                <Button
                  component={RouterLink}
                  to={homeLinks.quizTopic(topic.subject, topic.topic)}
                  size="small"
                  variant="outlined"
                  aria-label={t('weak.practiseTopic', { topic: topic.topicLabel })}
                  sx={{ flexShrink: 0 }}
                >
                  {t('weak.practise')}
                </Button>
              </ListItem>
            ))}
          </List>
        );
      }}
    </HomeCard>
  );
}
