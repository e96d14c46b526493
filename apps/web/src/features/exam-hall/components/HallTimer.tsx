import { useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { useTranslation } from 'react-i18next';
import { activeSectionId, clockParts, crossedWarning, formatClock, timerView, warningLevel, type Warning } from '../model/countdown.ts';
import type { HallSession } from '../session/hall-session.ts';
import { useHall, useServerNow } from '../session/use-hall-session.ts';

type Props = {
  session: HallSession;
  /** A 5-minute, 1-minute or time-up warning, for a visible notice (the timer announces it itself). */
  onWarning?: (warning: Warning) => void;
  /** Per-section timing: the running section changed (null when none runs). */
  onActiveSection?: (sectionId: string | null) => void;
};

const COLOURS = {
  normal: { bg: '#e3f2fd', fg: '#0d47a1' },
  warning: { bg: '#fff3e0', fg: '#e65100' },
  critical: { bg: '#ffebee', fg: '#b71c1c' },
};

/**
 * Time left by the server's clock (the whole test, or the section under per-section timing).
 * It alone re-renders every tick; the page hears only warnings, section changes and the end.
 */
export function HallTimer({ session, onWarning, onActiveSection }: Props) {
  const { t } = useTranslation('examHall');
  const now = useServerNow(session);
  const schedule = useHall(session, (s) => s.schedule);
  const deadline = useHall(session, (s) => s.deadline);
  const phase = useHall(session, (s) => s.phase);
  const view = timerView(schedule, deadline, now);
  const active = activeSectionId(schedule, now);

  const previous = useRef<{ left: number; sectionId: string | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const prev = previous.current;
    // A new section restarts the warnings for its own time.
    const before = prev && prev.sectionId === view.sectionId ? prev.left : null;
    previous.current = { left: view.leftMs, sectionId: view.sectionId };
    const warning = crossedWarning(before, view.leftMs);
    if (!warning || (warning === 'timeUp' && before === null)) return;
    setAnnouncement(t(`timer.${warning}`));
    onWarning?.(warning);
  }, [view.leftMs, view.sectionId, onWarning, t]);

  useEffect(() => {
    onActiveSection?.(active);
  }, [active, onActiveSection]);

  useEffect(() => {
    if (view.over && phase === 'active') void session.timeUp();
  }, [view.over, phase, session]);

  const level = warningLevel(view.leftMs);
  const { hours, minutes, seconds } = clockParts(view.leftMs);
  const label = view.scope === 'section' ? t('timer.sectionLabel') : t('timer.label');
  return (
    <>
      <Box
        role="timer"
        aria-label={`${label}: ${t('timer.spoken', { hours, minutes, seconds })}`}
        title={label}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1.25,
          py: 0.5,
          borderRadius: 2,
          bgcolor: COLOURS[level].bg,
          color: COLOURS[level].fg,
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          fontSize: { xs: '1rem', sm: '1.1rem' },
          whiteSpace: 'nowrap',
        }}
      >
        <TimerOutlinedIcon fontSize="small" aria-hidden />
        <span aria-hidden>{formatClock(view.leftMs)}</span>
      </Box>
      <Box component="span" aria-live="assertive" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
