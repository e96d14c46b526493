import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardActions, CardContent, Chip, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ExamSummary } from '@pariksha/shared/schemas/exams';
import { defaultTestLanguage, examUrls } from '../lib/route-shape.ts';
import { examCodeLabel } from '../lib/text.ts';
import { formatWindow } from '../lib/time.ts';
import { ExamChips } from './ExamChips.tsx';
import { Meter } from './Meter.tsx';
import { pickText } from '../../../lib/bilingual.ts';

/** One test series in the list: what it is, whose, and how far the student has got. */
export function ExamCard({ exam }: { exam: ExamSummary }) {
  const { t, i18n } = useTranslation('exams');
  const title = pickText(exam.title, i18n.language) || examCodeLabel(exam.code, i18n.language);
  const to = examUrls.exam(exam.id, defaultTestLanguage(exam.languages, i18n.language));
  const percent = exam.setCount ? (exam.attemptedSetCount / exam.setCount) * 100 : 0;
  const progress = t('list.progress', { done: exam.attemptedSetCount, count: exam.setCount });
  const paper = exam.paper;
  const facts = paper
    ? [
        t('facts.questions', { count: paper.questionCount }),
        t('facts.minutes', { count: paper.durationMinutes }),
        t('facts.marks', { marks: Number(paper.totalMarks) }),
        Number(paper.markWrong) > 0 ? t('facts.negative', { marks: Number(paper.markWrong) }) : t('facts.noNegative'),
      ]
    : [];

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: '14px' }}>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <ExamChips exam={exam} />
        <Typography component="h2" variant="h6" sx={{ mt: 1.25, fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={to} underline="hover" color="inherit">
            {title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {examCodeLabel(exam.code, i18n.language)} · {exam.organizationName}
        </Typography>
        {facts.length > 0 && (
          <Box
            component="ul"
            aria-label={t('facts.paperLabel')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}
          >
            {facts.map((fact) => (
              <Chip key={fact} component="li" size="small" variant="outlined" label={fact} />
            ))}
          </Box>
        )}
        {exam.kind === 'live' && exam.startsAt && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {formatWindow(exam.startsAt, exam.endsAt ?? exam.startsAt, i18n.language)}
          </Typography>
        )}
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            {progress}
          </Typography>
          <Meter percent={percent} label={progress} color={percent >= 100 ? 'success.main' : 'primary.main'} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={to} variant="contained" fullWidth aria-label={`${t('list.open')}: ${title}`}>
          {t('list.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
