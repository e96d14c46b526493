import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';

/** Nothing to show yet: what that means and, when there is one, the next step. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 4, px: 2 }}>
      <InboxIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography sx={{ fontWeight: 600, mt: 1 }}>{title}</Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 480, mx: 'auto' }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
