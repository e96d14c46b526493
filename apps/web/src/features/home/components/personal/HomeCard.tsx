import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** One card's state on the home: its part of the aggregate answer, or why it has none. */
export type CardState<T> = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; value: T };

type Props = {
  id: string;
  title: string;
  icon: ReactNode;
  /** The accent of the icon's tile. */
  color: string;
  /** "See all" beside the title. */
  more?: { to: string; label: string };
  state: CardState<unknown>;
  /** The skeleton's lines: about the card's loaded height, so nothing jumps when it arrives. */
  lines?: number;
  /**
   * Keep the skeleton's height once loaded, for a card whose content is often shorter than
   * it (an empty state): the cards below would otherwise move up when it arrives.
   */
  reserve?: boolean;
  children: () => ReactNode;
};

/** A card of the personal home: a titled panel with its own loading, error and loaded states. */
/** The height of one skeleton line. */
const LINE_PX = 28;

export function HomeCard({ id, title, icon, color, more, state, lines = 3, reserve = false, children }: Props) {
  const { t } = useTranslation('myHome');
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 1.75, sm: 2.25 }, borderRadius: '14px', height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, mb: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            borderRadius: '10px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: `${color}1f`,
            color,
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1, lineHeight: 1.3 }}>
          {title}
        </Typography>
        {more && state.status === 'ready' && (
          <Link component={RouterLink} to={more.to} variant="body2" sx={{ fontWeight: 600, flexShrink: 0, color: 'primary.dark' }}>
            {more.label}
          </Link>
        )}
      </Stack>
      {state.status === 'loading' && (
        <Box role="progressbar" aria-label={t('loading', { title })} aria-busy>
          {Array.from({ length: lines }, (_, i) => (
            <Skeleton key={i} variant="text" height={LINE_PX} width={i === lines - 1 ? '60%' : '100%'} />
          ))}
        </Box>
      )}
      {state.status === 'error' && (
        <Box>
          <Typography variant="body2" color="error.dark">
            {t('cardError')}
          </Typography>
          <Button size="small" onClick={state.retry} sx={{ mt: 0.5, ml: -0.75 }}>
            {t('retry')}
          </Button>
        </Box>
      )}
      {state.status === 'ready' && (
        <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minHeight: reserve ? lines * LINE_PX : undefined }}>
          {children()}
        </Box>
      )}
    </Paper>
  );
}

/** A card with nothing to show: one line saying so and the action that changes it. */
export function CardEmpty({ text, action }: { text: string; action?: { to: string; label: string } }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      {action && (
        <Button component={RouterLink} to={action.to} variant="outlined" size="small" sx={{ mt: 1.25 }}>
          {action.label}
        </Button>
      )}
    </Box>
  );
}

/**
 * The state of one part of an aggregate query: loading while the request runs, an error when
 * the request failed or the server could not read that part (null), else its value.
 */
export function cardState<D, T>(
  query: { isPending: boolean; data: D | undefined; refetch: () => unknown },
  select: (data: D) => T | null,
): CardState<T> {
  if (query.isPending) return { status: 'loading' };
  const retry = () => void query.refetch();
  if (query.data === undefined) return { status: 'error', retry };
  const value = select(query.data);
  return value === null ? { status: 'error', retry } : { status: 'ready', value };
}
