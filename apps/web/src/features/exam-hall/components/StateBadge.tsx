import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import type { AnswerState } from '@pariksha/shared/exam/scoring';
import { STATE_STYLE } from './state-style.ts';

/** The coloured shape of a palette state (a number inside, or a count in the legend). */
export function StateBadge({ state, size = 40, children }: { state: AnswerState; size?: number; children?: ReactNode }) {
  const style = STATE_STYLE[state];
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: style.round ? '50%' : '8px',
        bgcolor: style.bg,
        color: style.fg,
        border: `1px solid ${style.border}`,
        fontWeight: 700,
        fontSize: size >= 40 ? '0.95rem' : '0.8rem',
        lineHeight: 1,
      }}
    >
      {children}
      {style.tick && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            right: -4,
            bottom: -4,
            width: size * 0.45,
            height: size * 0.45,
            borderRadius: '50%',
            bgcolor: '#2e7d32',
            border: '2px solid #fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <CheckIcon sx={{ fontSize: size * 0.32, color: '#fff' }} />
        </Box>
      )}
    </Box>
  );
}
