import { useState } from 'react';
import { Box, Chip, Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import InsightsIcon from '@mui/icons-material/Insights';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { tList } from './t-list.ts';

type Step = { title: string; caption: string; points: string[] };

const STEP_MS = 6000;
const ICONS = [EditNoteIcon, PhoneAndroidIcon, InsightsIcon, FactCheckIcon];
const COLORS = ['#1976d2', '#00897b', '#ef6c00', '#2e7d32'];

const fill = keyframes`from { transform: scaleX(0); } to { transform: scaleX(1); }`;
const enter = keyframes`from { opacity: 0; transform: translateX(24px); } to { opacity: 1; transform: none; }`;
const pulse = keyframes`0% { box-shadow: 0 0 0 0 rgba(25,118,210,0.35); } 70% { box-shadow: 0 0 0 22px rgba(25,118,210,0); } 100% { box-shadow: 0 0 0 0 rgba(25,118,210,0); }`;

/**
 * The demo "video": an in-page walkthrough of the product's four steps. It needs no third-party
 * player, so it works on slow networks and under the CSP; it auto-advances unless the visitor
 * pauses it or prefers reduced motion.
 */
export function DemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('home');
  const steps = tList<Step>(t, 'demo.steps');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const total = steps.length;
  const go = (next: number) => setIndex((next + total) % total);

  const step = steps[index];
  const Icon = ICONS[index % ICONS.length];
  const color = COLORS[index % COLORS.length];

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="demo-title">
      <DialogTitle id="demo-title" sx={{ pr: 7, fontWeight: 700 }}>
        {t('demo.title')}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t('demo.close')} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {/* The bar's own animation is the timer: pausing it pauses the walkthrough, its end advances it. */}
      <Box aria-hidden sx={{ height: 3, bgcolor: '#e3f2fd' }}>
        <Box
          key={index}
          onAnimationEnd={() => go(index + 1)}
          sx={{
            height: '100%',
            bgcolor: 'primary.main',
            transformOrigin: 'left',
            transform: 'scaleX(0)',
            animation: `${fill} ${STEP_MS}ms linear forwards`,
            animationPlayState: open && playing ? 'running' : 'paused',
          }}
        />
      </Box>
      <DialogContent sx={{ px: { xs: 2, sm: 4 }, pb: 2 }}>
        {step && (
          <Box
            key={index}
            aria-live={playing ? 'off' : 'polite'}
            sx={{ textAlign: 'center', py: 2, minHeight: 300, animation: reducedMotion ? 'none' : `${enter} .45s ease-out` }}
          >
            <Box
              sx={{
                width: 96,
                height: 96,
                mx: 'auto',
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: '#fff',
                background: `linear-gradient(135deg, ${color}, ${color}aa)`,
                animation: reducedMotion ? 'none' : `${pulse} 2s infinite`,
              }}
            >
              <Icon sx={{ fontSize: 48 }} aria-hidden />
            </Box>
            <Typography variant="overline" component="p" sx={{ mt: 2, color, fontWeight: 700 }}>
              {t('demo.stepOf', { current: index + 1, total })}
            </Typography>
            <Typography component="h3" variant="h5" sx={{ fontWeight: 800 }}>
              {step.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 440, mx: 'auto', lineHeight: 1.7 }}>
              {step.caption}
            </Typography>
            <Stack
              component="ul"
              direction="row"
              sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center', mt: 2.5, p: 0, listStyle: 'none' }}
            >
              {step.points.map((point) => (
                <li key={point}>
                  <Chip
                    icon={<TaskAltIcon />}
                    label={point}
                    variant="outlined"
                    sx={{ borderColor: `${color}66`, '& .MuiChip-icon': { color } }}
                  />
                </li>
              ))}
            </Stack>
          </Box>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
          <IconButton onClick={() => go(index - 1)} aria-label={t('demo.prev')}>
            <ArrowBackIcon />
          </IconButton>
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
            {steps.map((s, i) => (
              <IconButton
                key={s.title}
                size="small"
                onClick={() => go(i)}
                aria-label={t('demo.goTo', { n: i + 1 })}
                aria-current={i === index ? 'step' : undefined}
                sx={{ p: 0.75 }}
              >
                <Box
                  sx={{
                    width: i === index ? 22 : 8,
                    height: 8,
                    borderRadius: '16px',
                    bgcolor: i === index ? 'primary.main' : 'grey.400',
                    transition: 'width .2s',
                  }}
                />
              </IconButton>
            ))}
            <IconButton
              size="small"
              onClick={() => setPlaying((p) => !p)}
              aria-label={playing ? t('demo.pause') : t('demo.play')}
              sx={{ ml: 0.5 }}
            >
              {playing ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
            </IconButton>
          </Stack>
          <IconButton onClick={() => go(index + 1)} aria-label={t('demo.next')}>
            <ArrowForwardIcon />
          </IconButton>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
