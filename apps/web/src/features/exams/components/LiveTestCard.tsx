import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { useTranslation } from 'react-i18next';
import type { ExamDetail, LiveStatus, SetSummary } from '@pariksha/shared/schemas/exams';
import { examUrls } from '../lib/route-shape.ts';
import { examCodeLabel } from '../lib/text.ts';
import { formatDateTime, formatWindow } from '../lib/time.ts';
import { Countdown } from './Countdown.tsx';
import { asLang, pickText } from '../../../lib/bilingual.ts';

type Props = { exam: ExamDetail; status: LiveStatus; now: number };

/** A live test on /mock-test: its countdown and, per set, join / resume / result / leaderboard. */
export function LiveTestCard({ exam, status, now }: Props) {
  const { t, i18n } = useTranslation('exams');
  const title = pickText(exam.title, i18n.language) || examCodeLabel(exam.code, i18n.language);
  const sets = [...exam.sets].sort((a, b) => a.position - b.position);
  const starts = exam.startsAt ? Date.parse(exam.startsAt) : now;
  const ends = exam.endsAt ? Date.parse(exam.endsAt) : now;

  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={title}
      sx={{ borderRadius: '14px', borderColor: status === 'live' ? 'error.light' : undefined }}
    >
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          {status === 'live' && <Chip size="small" color="error" icon={<FiberManualRecordIcon aria-hidden />} label={t('live.liveNow')} />}
          {status === 'upcoming' && <Chip size="small" color="info" variant="outlined" label={t('live.upcoming')} />}
          {status === 'ended' && <Chip size="small" variant="outlined" label={t('live.ended')} />}
          <Typography variant="caption" color="text.secondary">
            {examCodeLabel(exam.code, i18n.language)} · {exam.organizationName}
          </Typography>
        </Stack>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {exam.startsAt && exam.endsAt && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {formatWindow(exam.startsAt, exam.endsAt, i18n.language)}
          </Typography>
        )}
        <Box sx={{ mt: 1.25 }}>
          {status === 'upcoming' && <Countdown target={starts} now={now} label={t('live.startsIn')} />}
          {status === 'live' && <Countdown target={ends} now={now} label={t('live.endsIn')} />}
        </Box>
        {status === 'live' && sets.some((s) => !s.me.inProgressAttemptId && !s.me.lastSubmittedAttemptId) && (
          <Alert severity="warning" sx={{ mt: 1.25, py: 0 }}>
            {t('live.lateNote', { end: formatDateTime(exam.endsAt ?? '', i18n.language) })}
          </Alert>
        )}
        {sets.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('sets.empty')}
          </Typography>
        ) : (
          <Stack divider={<Divider flexItem />} sx={{ mt: 1.5, gap: 1.25 }}>
            {sets.map((set) => (
              <SetRow key={set.id} exam={exam} set={set} status={status} showTitle={sets.length > 1} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function SetRow({ exam, set, status, showTitle }: { exam: ExamDetail; set: SetSummary; status: LiveStatus; showTitle: boolean }) {
  const { t, i18n } = useTranslation('exams');
  const title = pickText(set.title, i18n.language);
  const lang = exam.languages.includes(asLang(i18n.language)) ? asLang(i18n.language) : exam.languages[0];
  const named = (label: string) => (showTitle ? `${label}: ${title}` : undefined);
  const facts = `${t('facts.questions', { count: set.questionCount })} · ${t('facts.minutes', { count: set.durationMinutes })} · ${t('facts.marks', { marks: set.totalMarks })}`;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
      <Box sx={{ minWidth: 0 }}>
        {showTitle && (
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {facts}
        </Typography>
        {set.me.lastScore !== null && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('status.lastScore', { score: set.me.lastScore, total: set.totalMarks })}
          </Typography>
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
        {set.me.inProgressAttemptId ? (
          <Button
            variant="contained"
            color="warning"
            component={RouterLink}
            to={examUrls.hall(exam.id, set.id)}
            aria-label={named(t('status.resume'))}
          >
            {t('status.resume')}
          </Button>
        ) : set.me.lastSubmittedAttemptId ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={examUrls.results(exam.id, set.id)}
            aria-label={named(t('status.viewResult'))}
          >
            {t('status.viewResult')}
          </Button>
        ) : status === 'live' ? (
          <Button
            variant="contained"
            color="error"
            component={RouterLink}
            to={examUrls.instructions(exam.id, set.id, lang)}
            aria-label={named(t('live.joinNow'))}
          >
            {t('live.joinNow')}
          </Button>
        ) : status === 'upcoming' ? (
          <Button
            variant="outlined"
            component={RouterLink}
            to={examUrls.instructions(exam.id, set.id, lang)}
            aria-label={named(t('live.instructions'))}
          >
            {t('live.instructions')}
          </Button>
        ) : null}
        {status === 'ended' && (
          <Button
            variant="outlined"
            component={RouterLink}
            to={examUrls.leaderboard(set.id)}
            aria-label={named(t('results.toLeaderboard'))}
          >
            {t('results.toLeaderboard')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
