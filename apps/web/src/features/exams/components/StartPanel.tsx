import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'react-i18next';
import type { SetDetail, TestLanguage } from '@pariksha/shared/schemas/exams';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../app/paths.ts';
import { useSealedPaperPreload, useStartAttempt } from '../api.ts';
import { examUrls, startUrl } from '../lib/route-shape.ts';
import { startBlock } from '../lib/status.ts';
import { availableMs, formatWindow, liveWindow } from '../lib/time.ts';
import { Countdown } from './Countdown.tsx';

type Props = { set: SetDetail; now: number; initialLanguage: TestLanguage };

/**
 * Language, "I have read the instructions" and Start/Resume. A live test waits for its start
 * by the server's clock; the server still has the last word (its 409 is shown as it says).
 */
export function StartPanel({ set, now, initialLanguage }: Props) {
  const { t, i18n } = useTranslation(['exams', 'common']);
  const navigate = useNavigate();
  const start = useStartAttempt(set.id);
  const [language, setLanguage] = useState<TestLanguage>(initialLanguage);
  const [agreed, setAgreed] = useState(false);
  const exam = set.exam;
  const resume = !!set.me.inProgressAttemptId;
  const block = startBlock(set, exam, now);
  const window = exam.kind === 'live' ? liveWindow(exam, now) : null;
  const lateMs = window === 'live' ? availableMs(set.durationMinutes, now, exam.endsAt) : null;
  const late = lateMs !== null && lateMs < set.durationMinutes * 60_000;
  const canPress = block === 'none' && (resume || agreed) && !start.isPending;
  useSealedPaperPreload(set.id, window === 'upcoming');

  const go = () =>
    start.mutate(language, {
      onSuccess: (attempt) => navigate(startUrl(attempt.examId || set.examId, attempt.setId || set.id, set.sections)),
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="start-heading" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '14px' }}>
      <Typography id="start-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {resume ? t('start.resumeHeading') : t('start.heading')}
      </Typography>

      {exam.kind === 'live' && exam.startsAt && exam.endsAt && (
        <Box sx={{ mb: 1.5 }}>
          {window === 'upcoming' && <Countdown target={Date.parse(exam.startsAt)} now={now} label={t('live.startsIn')} />}
          {window === 'live' && <Countdown target={Date.parse(exam.endsAt)} now={now} label={t('live.endsIn')} />}
          <Typography variant="body2" color="text.secondary">
            {formatWindow(exam.startsAt, exam.endsAt, i18n.language)}
          </Typography>
        </Box>
      )}

      {block === 'notOpen' && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('start.notOpen')}
        </Alert>
      )}
      {block === 'closed' && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t('start.closed')}
        </Alert>
      )}
      {block === 'noQuestions' && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t('start.noQuestions')}
        </Alert>
      )}
      {block === 'alreadyTaken' && (
        <Alert
          severity="info"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={examUrls.results(set.examId, set.id)}>
              {t('status.viewResult')}
            </Button>
          }
        >
          {t('start.alreadyTaken')}
        </Alert>
      )}
      {late && !resume && block === 'none' && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t('start.late', { minutes: Math.floor(lateMs / 60_000), full: set.durationMinutes })}
        </Alert>
      )}
      {resume && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('start.resumeNote')}
        </Alert>
      )}
      {!resume && set.me.attemptsUsed > 0 && exam.kind !== 'live' && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('start.retakeNote', { count: set.me.attemptsUsed, next: set.me.attemptsUsed + 1 })}
        </Alert>
      )}

      {!resume && (
        <>
          <FormControl sx={{ mb: 1 }}>
            <FormLabel id="test-language-label">{t('start.language')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="test-language-label"
              value={language}
              onChange={(e) => setLanguage(e.target.value as TestLanguage)}
            >
              {exam.languages.map((l) => (
                <FormControlLabel key={l} value={l} control={<Radio />} label={t(`language.${l}`)} />
              ))}
            </RadioGroup>
            <Typography variant="caption" color="text.secondary">
              {t('start.languageHelp')}
            </Typography>
          </FormControl>
          <FormControlLabel
            sx={{ display: 'flex', alignItems: 'flex-start', mb: 1.5, mr: 0 }}
            control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} sx={{ pt: 0.5 }} />}
            label={t('start.agree')}
          />
        </>
      )}

      {start.isError && (
        <Alert
          severity="error"
          sx={{ mb: 1.5 }}
          action={
            // A paid series without a plan (402): the way to buy one.
            start.error instanceof ApiError && start.error.status === 402 ? (
              <Button color="inherit" size="small" component={RouterLink} to={paths.pricing}>
                {t('start.seePlans')}
              </Button>
            ) : undefined
          }
        >
          {errorMessage(start.error, t('common:errors.generic'))}
        </Alert>
      )}

      <Stack sx={{ gap: 1 }}>
        <Button
          variant="contained"
          size="large"
          color={resume ? 'warning' : 'primary'}
          startIcon={<PlayArrowIcon aria-hidden />}
          disabled={!canPress}
          onClick={go}
          fullWidth
        >
          {start.isPending ? t('start.starting') : resume ? t('start.resume') : t('start.start')}
        </Button>
        {!resume && !agreed && block === 'none' && (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('start.agreeFirst')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
