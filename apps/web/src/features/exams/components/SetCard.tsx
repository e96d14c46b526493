import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { useTranslation } from 'react-i18next';
import type { ExamKind, SetSummary, TestLanguage } from '@pariksha/shared/schemas/exams';
import { examUrls } from '../lib/route-shape.ts';
import { setAction } from '../lib/status.ts';
import { pickText } from '../../../lib/bilingual.ts';

type Props = { set: SetSummary; examId: string; examKind: ExamKind; language: TestLanguage };

/** One paper of a test series with what the student can do with it now. */
export function SetCard({ set, examId, examKind, language }: Props) {
  const { t } = useTranslation('exams');
  const title = pickText(set.title, language);
  const action = setAction(set.me, examKind);
  const facts = [
    t('facts.questions', { count: set.questionCount }),
    t('facts.minutes', { count: set.durationMinutes }),
    t('facts.marks', { marks: set.totalMarks }),
    t('facts.sections', { count: set.sections.length }),
  ];

  return (
    <Paper variant="outlined" component="article" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {action.kind === 'resume' && <Chip size="small" color="warning" label={t('status.inProgress')} />}
            {action.kind === 'result' && <Chip size="small" color="success" variant="outlined" label={t('status.done')} />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {facts.join(' · ')}
          </Typography>
          {set.sections.length > 0 && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {set.sections.map((s) => pickText(s.name, language)).join(' | ')}
            </Typography>
          )}
          {set.me.lastScore !== null && (
            <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
              {t('status.lastScore', { score: set.me.lastScore, total: set.totalMarks })}
            </Typography>
          )}
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>
          {action.kind === 'resume' && (
            <Button
              variant="contained"
              color="warning"
              component={RouterLink}
              to={examUrls.hall(examId, set.id)}
              startIcon={<PlayArrowIcon aria-hidden />}
              aria-label={`${t('status.resume')}: ${title}`}
            >
              {t('status.resume')}
            </Button>
          )}
          {action.kind === 'result' && (
            <>
              <Button
                variant="contained"
                component={RouterLink}
                to={examUrls.results(examId, set.id)}
                startIcon={<AssessmentIcon aria-hidden />}
                aria-label={`${t('status.viewResult')}: ${title}`}
              >
                {t('status.viewResult')}
              </Button>
              {action.canRetake && (
                <Button
                  variant="outlined"
                  component={RouterLink}
                  to={examUrls.instructions(examId, set.id, language)}
                  startIcon={<ReplayIcon aria-hidden />}
                  aria-label={`${t('status.retake')}: ${title}`}
                >
                  {t('status.retake')}
                </Button>
              )}
            </>
          )}
          {action.kind === 'start' && (
            <Button
              variant="contained"
              component={RouterLink}
              to={examUrls.instructions(examId, set.id, language)}
              startIcon={<PlayArrowIcon aria-hidden />}
              aria-label={`${t('status.start')}: ${title}`}
            >
              {t('status.start')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
