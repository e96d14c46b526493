import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Chip,
  GlobalStyles,
  Grid,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { StudentPerformance } from '@pariksha/shared/schemas/dashboards';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { paths } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { asLang, pickText } from '../../../lib/bilingual.ts';
import { useAuth } from '../../../lib/session.ts';
import { performanceQuery } from '../components/institute/api.ts';
import { AttendanceCalendar } from '../components/institute/AttendanceCalendar.tsx';
import { DigestPreviewDialog } from '../components/institute/DigestPreviewDialog.tsx';
import { monthName, pct, shiftMonth, shortDay } from '../components/institute/format.ts';

/** The date column shows from 600 px; on a phone the date sits under the test's name. */
const wide = { display: { xs: 'none', sm: 'table-cell' } };

/** What "Save as PDF" gives: the report alone, without the shell, the buttons or a scroll box. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      '@media print': {
        '.MuiAppBar-root, .MuiDrawer-root, footer, [data-no-print]': { display: 'none !important' },
        '.MuiToolbar-root:has(+ #main), .performance-report > div > a.MuiButton-root': { display: 'none !important' },
        body: { background: '#fff' },
        '.performance-report': { padding: '0 !important', maxWidth: 'none !important' },
        '.performance-report .MuiPaper-root': { breakInside: 'avoid', boxShadow: 'none' },
        '.performance-report .MuiTableContainer-root': { maxHeight: 'none !important', overflow: 'visible !important' },
      },
    }}
  />
);

/** /organization/student/:studentId/performance: one student's report, printable. */
export function StudentPerformancePage() {
  const { t } = useTranslation('institute');
  const { studentId = '' } = useParams();
  const { claims, isAdmin } = useAuth();
  const organizationId = claims?.organizationId ?? '';
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [digestOpen, setDigestOpen] = useState(false);
  const query = useQuery({ ...performanceQuery(organizationId, studentId, month), enabled: !!organizationId && !!studentId });
  const shownMonth = query.data?.attendance.month ?? month;

  return (
    <Box className="performance-report">
      {printStyles}
      <PageFrame
        maxWidth={1100}
        back={{ to: paths.organizationAdminDashboard, label: t('performance.back') }}
        title={query.data?.student.name ?? t('performance.title')}
        subtitle={
          query.data ? (
            <>
              {t('performance.subtitle', { organization: query.data.organizationName, username: query.data.student.username })}
              {query.data.student.batches.length > 0 && ` · ${query.data.student.batches.map((b) => b.name).join(', ')}`}
              {!query.data.student.isActive && <Chip size="small" label={t('performance.inactive')} sx={{ ml: 1 }} />}
            </>
          ) : undefined
        }
        actions={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-no-print>
            {isAdmin && shownMonth && (
              <Button
                variant="outlined"
                // primary.dark: the theme's blue on the page's grey is 4.3:1.
                sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}
                startIcon={<MailOutlineIcon aria-hidden />}
                onClick={() => setDigestOpen(true)}
              >
                {t('performance.digest')}
              </Button>
            )}
            <Button variant="contained" startIcon={<PrintIcon aria-hidden />} onClick={() => window.print()}>
              {t('performance.print')}
            </Button>
          </Stack>
        }
      >
        <QueryState query={query} loading={<ReportSkeleton />} errorFallback={t('performance.loadError')}>
          {(data) => <Report data={data} onMonth={(by) => setMonth(shiftMonth(data.attendance.month, by))} />}
        </QueryState>
      </PageFrame>
      {shownMonth && (
        <DigestPreviewDialog
          organizationId={organizationId}
          studentId={studentId}
          month={shownMonth}
          open={digestOpen}
          onClose={() => setDigestOpen(false)}
        />
      )}
    </Box>
  );
}

function Section({ title, children, hint }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, height: '100%' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

function Report({ data, onMonth }: { data: StudentPerformance; onMonth: (by: number) => void }) {
  const { t, i18n } = useTranslation('institute');
  const lang = asLang(i18n.language);
  const scored = data.tests.filter((x) => x.percent !== null);
  const average = scored.length ? scored.reduce((s, x) => s + (x.percent ?? 0), 0) / scored.length : null;
  const tiles = [
    { key: 'tests', value: String(data.tests.length) },
    { key: 'average', value: pct(average) },
    { key: 'attendanceMonth', value: pct(data.attendance.percentage) },
    { key: 'attendanceYear', value: pct(data.attendance.yearPercentage) },
    { key: 'streak', value: t('performance.days', { count: data.potd.currentStreak }) },
    { key: 'quiz', value: pct(data.quiz.accuracy) },
  ];
  // Topics with enough answers, best first: the better half are strengths, the rest (worst first) need work.
  const eligible = data.topics.filter((x) => x.answered >= 3);
  const half = Math.ceil(eligible.length / 2);
  const strengths = eligible.slice(0, Math.min(5, half));
  const weaknesses = eligible.slice(half).reverse().slice(0, 5);
  const label = (subject: string, topic: string) =>
    `${subjectLabel(subject, lang) || subject} · ${topicLabel(subject, topic, lang) || topic}`;
  const dateOf = (iso: string) => new Date(iso).toLocaleDateString(lang === 'en' ? 'en-IN' : 'hi-IN');
  const lowAttendance = data.attendance.percentage !== null && data.attendance.percentage < data.attendance.threshold;

  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }}>
      {tiles.map((tile) => (
        <Grid key={tile.key} size={{ xs: 6, sm: 4, md: 2 }}>
          <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {tile.value}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`performance.tiles.${tile.key}`)}
            </Typography>
          </Paper>
        </Grid>
      ))}

      <Grid size={12}>
        <Section title={t('performance.trend')} hint={t('performance.trendHint')}>
          {data.tests.length ? (
            <LineChart
              // Drawn at once: a print or PDF taken right after loading must not catch it half-way.
              skipAnimation
              height={240}
              xAxis={[{ scaleType: 'point', data: data.tests.map((x) => shortDay(x.submittedAt.slice(0, 10), i18n.language)), height: 28 }]}
              yAxis={[{ min: Math.min(0, ...data.tests.map((x) => x.percent ?? 0)), max: 100, width: 40 }]}
              series={[
                {
                  data: data.tests.map((x) => x.percent),
                  label: t('performance.scorePercent'),
                  color: '#1976d2',
                  connectNulls: true,
                  showMark: true,
                },
                {
                  data: data.tests.map((x) => x.percentile),
                  label: t('performance.percentile'),
                  color: '#9c27b0',
                  connectNulls: true,
                  showMark: true,
                },
              ]}
              margin={{ left: 4, right: 16, top: 12, bottom: 4 }}
            />
          ) : (
            <Typography color="text.secondary">{t('performance.noTests')}</Typography>
          )}
        </Section>
      </Grid>

      <Grid size={12}>
        <Section title={t('performance.testsTitle')}>
          {data.tests.length ? (
            <TableContainer sx={{ maxHeight: 420 }}>
              <Table size="small" stickyHeader aria-label={t('performance.testsTitle')} sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('performance.columns.test')}</TableCell>
                    <TableCell sx={wide}>{t('performance.columns.date')}</TableCell>
                    <TableCell align="right">{t('performance.columns.score')}</TableCell>
                    <TableCell align="right">{t('performance.columns.rank')}</TableCell>
                    <TableCell align="right">{t('performance.columns.percentile')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[...data.tests].reverse().map((x) => (
                    <TableRow key={x.attemptId}>
                      <TableCell sx={{ minWidth: { xs: 110, sm: 140 } }}>
                        {pickText(x.examTitle, i18n.language)}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {pickText(x.setTitle, i18n.language)}
                          <Box component="span" sx={{ display: { sm: 'none' } }}>
                            {` · ${dateOf(x.submittedAt)}`}
                          </Box>
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{dateOf(x.submittedAt)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {x.score}/{x.totalMarks}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {pct(x.percent)}
                        </Typography>
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {x.rank === null ? '—' : `${x.rank}/${x.participants}`}
                      </TableCell>
                      <TableCell align="right">{x.percentile === null ? '—' : x.percentile}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <Typography color="text.secondary">{t('performance.noTests')}</Typography>
          )}
        </Section>
      </Grid>

      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={t('performance.sectionsTitle')}>
          {data.sections.length ? (
            <List dense disablePadding>
              {data.sections.map((s, i) => (
                <ListItem key={i} disableGutters divider secondaryAction={<strong>{pct(s.accuracy)}</strong>}>
                  <ListItemText
                    sx={{ pr: 7 }}
                    primary={pickText(s.name, i18n.language) || '—'}
                    secondary={t('performance.sectionCounts', { correct: s.correct, wrong: s.wrong, unattempted: s.unattempted })}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{t('performance.noSections')}</Typography>
          )}
        </Section>
      </Grid>

      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={t('performance.topicsTitle')} hint={t('performance.topicsHint')}>
          {strengths.length ? (
            <Grid container spacing={1}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TopicList title={t('performance.strengths')} items={strengths} label={label} color="success.main" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TopicList title={t('performance.weaknesses')} items={weaknesses} label={label} color="error.main" />
              </Grid>
            </Grid>
          ) : (
            <Typography color="text.secondary">{t('performance.noTopics')}</Typography>
          )}
        </Section>
      </Grid>

      <Grid size={{ xs: 12, md: 7 }}>
        <Section
          title={t('performance.attendanceTitle', { month: monthName(data.attendance.month, i18n.language) })}
          hint={t('performance.attendanceRule', { threshold: data.attendance.threshold })}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }} data-no-print>
            <IconButton aria-label={t('performance.previousMonth')} onClick={() => onMonth(-1)}>
              <ChevronLeftIcon />
            </IconButton>
            <Typography sx={{ minWidth: 120, textAlign: 'center' }}>{monthName(data.attendance.month, i18n.language)}</Typography>
            <IconButton aria-label={t('performance.nextMonth')} onClick={() => onMonth(1)}>
              <ChevronRightIcon />
            </IconButton>
          </Stack>
          <Typography sx={{ mb: 1 }}>
            {t('performance.attendanceSummary', {
              percentage: pct(data.attendance.percentage),
              present: data.attendance.present,
              late: data.attendance.late,
              halfDay: data.attendance.halfDay,
              absent: data.attendance.absent,
              marked: data.attendance.marked,
            })}
            {lowAttendance && <Chip size="small" color="error" label={t('performance.belowThreshold')} sx={{ ml: 1 }} />}
          </Typography>
          <AttendanceCalendar attendance={data.attendance} />
        </Section>
      </Grid>

      <Grid size={{ xs: 12, md: 5 }}>
        <Section title={t('performance.practiceTitle')}>
          <List dense disablePadding>
            <ListItem disableGutters divider>
              <ListItemText
                primary={t('performance.streak', { current: data.potd.currentStreak, max: data.potd.maxStreak })}
                secondary={t('performance.solvedThisMonth', { count: data.potd.solvedThisMonth })}
              />
            </ListItem>
            <ListItem disableGutters>
              <ListItemText
                primary={t('performance.quizAccuracy', { accuracy: pct(data.quiz.accuracy) })}
                secondary={t('performance.quizCounts', {
                  attempts: data.quiz.attempts,
                  correct: data.quiz.correct,
                  answered: data.quiz.answered,
                })}
              />
            </ListItem>
          </List>
        </Section>
      </Grid>
      <Grid size={12}>
        <Typography variant="caption" color="text.secondary">
          {t('performance.generated', { date: new Date(data.generatedAt).toLocaleString(lang === 'en' ? 'en-IN' : 'hi-IN') })}
        </Typography>
      </Grid>
    </Grid>
  );
}

function TopicList({
  title,
  items,
  label,
  color,
}: {
  title: string;
  items: StudentPerformance['topics'];
  label: (subject: string, topic: string) => string;
  color: string;
}) {
  const { t } = useTranslation('institute');
  return (
    <>
      <Typography component="h3" variant="subtitle2" sx={{ color, fontWeight: 700 }}>
        {title}
      </Typography>
      <List dense disablePadding>
        {items.map((x) => (
          <ListItem key={`${x.subject}/${x.topic}`} disableGutters>
            <ListItemText
              primary={label(x.subject, x.topic)}
              secondary={t('performance.topicAccuracy', { accuracy: pct(x.accuracy), correct: x.correct, answered: x.answered })}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

function ReportSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Box role="progressbar" aria-busy="true" aria-label={t('loading')}>
      <Grid container spacing={2}>
        {Array.from({ length: 6 }, (_, i) => (
          <Grid key={i} size={{ xs: 6, sm: 4, md: 2 }}>
            <Skeleton variant="rounded" height={72} />
          </Grid>
        ))}
        <Grid size={12}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
      </Grid>
    </Box>
  );
}
