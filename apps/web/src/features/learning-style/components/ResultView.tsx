import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import ReplayIcon from '@mui/icons-material/Replay';
import TimerIcon from '@mui/icons-material/Timer';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { QUESTIONS, STYLES, type Result, type Style } from '../lib/questionnaire.ts';

const COLORS: Record<Style, string> = { visual: '#1565c0', aural: '#6a1b9a', read: '#2e7d32', kinesthetic: '#c62828' };

type Props = {
  result: Result;
  completedAt: number;
  onRetake: () => void;
  /** Just finished: move the focus to the result. */ focus?: boolean;
};

/** The primary style (or the tied ones), every score, and advice for the top style(s). */
export function ResultView({ result, completedAt, onRetake, focus = false }: Props) {
  const { t, i18n } = useTranslation('learningStyle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  const name = (s: Style) => t(`styles.${s}.name`);
  const total = QUESTIONS.length;
  const date = new Intl.DateTimeFormat(i18n.language?.startsWith('en') ? 'en-IN' : 'hi-IN', { dateStyle: 'medium' }).format(completedAt);

  return (
    <Stack sx={{ gap: 2.5 }}>
      <Paper variant="outlined" component="section" aria-labelledby="ls-result" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '14px' }}>
        <Typography variant="overline" color="text.secondary">
          {t('result.title')}
        </Typography>
        <Typography id="ls-result" ref={headingRef} tabIndex={-1} component="h2" variant="h5" sx={{ fontWeight: 800, outline: 'none' }}>
          {result.multimodal
            ? t('result.multimodal', { styles: result.top.map(name).join(t('result.joiner')) })
            : t('result.primary', { style: name(result.top[0]!) })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {result.multimodal ? t('result.multimodalBody') : t(`styles.${result.top[0]!}.description`)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('result.takenOn', { date })}
        </Typography>

        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
          {t('result.scoresTitle')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STYLES.map((s) => (
            <Box component="li" key={s} sx={{ mb: 1.25 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: result.top.includes(s) ? 700 : 400 }}>
                  {name(s)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {t('result.score', { count: result.scores[s], total })}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={(result.scores[s] / total) * 100}
                aria-label={t('result.scoreLabel', { style: name(s), count: result.scores[s], total })}
                sx={{ height: 8, borderRadius: 4, mt: 0.5, bgcolor: 'action.hover', '& .MuiLinearProgress-bar': { bgcolor: COLORS[s] } }}
              />
            </Box>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 2.5 }}>
          <Button variant="outlined" startIcon={<ReplayIcon aria-hidden />} onClick={onRetake}>
            {t('result.retake')}
          </Button>
          <Button component={RouterLink} to={paths.studyTimer} startIcon={<TimerIcon aria-hidden />}>
            {t('result.timerLink')}
          </Button>
        </Stack>
      </Paper>

      <Grid container spacing={2.5}>
        {result.top.map((s) => (
          <Grid key={s} size={{ xs: 12, md: result.top.length > 1 ? 6 : 12 }}>
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby={`ls-advice-${s}`}
              sx={{ p: { xs: 2, sm: 3 }, borderRadius: '14px', height: '100%', borderTop: `4px solid ${COLORS[s]}` }}
            >
              <Typography id={`ls-advice-${s}`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                {t('result.adviceTitle', { style: name(s) })}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                {(t(`advice.${s}`, { returnObjects: true }) as string[]).map((tip) => (
                  <Typography component="li" key={tip} sx={{ mb: 1 }}>
                    {tip}
                  </Typography>
                ))}
              </Box>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Alert severity="info" variant="outlined">
        {t('result.general')}
      </Alert>
    </Stack>
  );
}
