import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

type Props = {
  mine: boolean;
  /** The sender's name above the text (the first of a run of messages by one person). */
  sender?: { name: string; colour: string } | null;
  children: ReactNode;
  /** Time, edited mark and delivery state, at the bottom right. */
  meta: ReactNode;
  /** Beside the bubble (the actions button). */
  side?: ReactNode;
  /** Under the bubble (reactions, "seen by", a retry). */
  below?: ReactNode;
  faded?: boolean;
  highlighted?: boolean;
  label: string;
  id?: string;
};

/** One message's bubble: mine on the right in blue, others' on the left in white. */
export function Bubble({ mine, sender, children, meta, side, below, faded, highlighted, label, id }: Props) {
  return (
    <Box
      component="article"
      id={id}
      aria-label={label}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', px: { xs: 1, sm: 2 }, py: 0.25 }}
    >
      <Stack
        direction={mine ? 'row-reverse' : 'row'}
        sx={{ alignItems: 'flex-start', gap: 0.25, maxWidth: { xs: '88%', sm: '75%', md: '65%' }, minWidth: 0 }}
      >
        <Box
          sx={{
            minWidth: 0,
            px: 1.25,
            py: 0.75,
            borderRadius: 2.5,
            bgcolor: mine ? '#dcecff' : 'background.paper',
            border: 1,
            borderColor: mine ? '#b9d8fb' : 'divider',
            opacity: faded ? 0.75 : 1,
            boxShadow: highlighted ? '0 0 0 3px rgba(25,118,210,0.45)' : '0 1px 1px rgba(0,0,0,0.04)',
            transition: 'box-shadow 0.3s',
          }}
        >
          {sender && (
            <Typography
              variant="caption"
              component="p"
              sx={{ fontWeight: 700, color: sender.colour, lineHeight: 1.4, mb: 0.25, overflowWrap: 'anywhere' }}
            >
              {sender.name}
            </Typography>
          )}
          {children}
          <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', gap: 0.5, mt: 0.25, color: 'text.secondary' }}>
            {meta}
          </Stack>
        </Box>
        {side}
      </Stack>
      {below}
    </Box>
  );
}
