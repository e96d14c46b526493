import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardContent, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ExamDetail, ExamSummary, SetSummary } from '@pariksha/shared/schemas/exams';
import { getTemplate } from '@pariksha/shared/exam/templates';
import { errorMessage } from '../../../../lib/api.ts';
import { useExamDetail } from '../../api/student.ts';
import { examLinks } from '../../lib/links.ts';
import { formatDateTime } from '../../lib/format.ts';
import { setActions, type CardVariant } from '../../lib/student-groups.ts';
import { useLang } from '../../lib/use-lang.ts';
import { pickText } from '../../../../lib/bilingual.ts';

/** One test with its sets; a catalogue summary fetches its sets (and the student's scores) itself. */
export function ExamCard({ exam, variant }: { exam: ExamSummary | ExamDetail; variant: CardVariant }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const hasSets = 'sets' in exam;
  const detail = useExamDetail(exam.id, !hasSets);
  const sets = hasSets ? exam.sets : detail.data?.sets;
  const title = pickText(exam.title, lang) || getTemplate(exam.code).title[lang];

  return (
    <Card variant="outlined" component="article" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" label={t(`kind.${exam.kind}`)} color={exam.kind === 'live' ? 'error' : 'default'} />
          <Chip size="small" variant="outlined" label={getTemplate(exam.code).title[lang]} />
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {exam.kind === 'live' && (
          <Typography variant="body2" color="text.secondary">
            {variant === 'upcoming'
              ? t('mine.startsAt', { when: formatDateTime(exam.startsAt, lang) })
              : variant === 'live'
                ? t('mine.endsAt', { when: formatDateTime(exam.endsAt, lang) })
                : t('mine.endedAt', { when: formatDateTime(exam.endsAt, lang) })}
          </Typography>
        )}
        <Divider sx={{ my: 1.5 }} />
        {sets ? (
          sets.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('mine.noSets')}
            </Typography>
          ) : (
            <Stack spacing={1.5} divider={<Divider flexItem />}>
              {sets.map((set) => (
                <SetRow key={set.id} exam={exam} set={set} variant={variant} />
              ))}
            </Stack>
          )
        ) : detail.isError ? (
          <Typography variant="body2" color="error">
            {errorMessage(detail.error, t('mine.loadError'))}
          </Typography>
        ) : (
          <Skeleton variant="rounded" height={48} aria-label={t('loading')} />
        )}
      </CardContent>
    </Card>
  );
}

function SetRow({ exam, set, variant }: { exam: ExamSummary; set: SetSummary; variant: CardVariant }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const name = pickText(set.title, lang);
  const { me } = set;
  const submitted = me.lastSubmittedAttemptId !== null;
  const { primary, showResult } = setActions(exam.kind, variant, me);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('mine.setFacts', { minutes: set.durationMinutes, count: set.questionCount, marks: set.totalMarks })}
        </Typography>
      </Stack>
      {submitted ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('mine.score', { score: me.lastScore ?? '—', total: set.totalMarks })}
        </Typography>
      ) : (
        variant === 'done' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('mine.notTaken')}
          </Typography>
        )
      )}
      {(primary || showResult) && (
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {primary && (
            <Button
              size="small"
              variant={primary === 'start' || primary === 'resume' ? 'contained' : 'outlined'}
              component={RouterLink}
              to={examLinks.set(exam.id, set.id)}
              aria-label={`${t(`mine.${primary}`)}: ${name}`}
            >
              {t(`mine.${primary}`)}
            </Button>
          )}
          {showResult && (
            <Button
              size="small"
              component={RouterLink}
              to={examLinks.results(exam.id, set.id)}
              aria-label={`${t('mine.viewResult')}: ${name}`}
            >
              {t('mine.viewResult')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
