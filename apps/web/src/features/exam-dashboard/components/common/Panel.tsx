import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';

type Props = { title: ReactNode; hint?: ReactNode; actions?: ReactNode; children: ReactNode; headingLevel?: 'h2' | 'h3'; id?: string };

/** A titled block of the dashboard; actions sit beside the title and wrap below it on a phone. */
export function Panel({ title, hint, actions, children, headingLevel = 'h2', id }: Props) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component={headingLevel} variant={headingLevel === 'h2' ? 'h6' : 'subtitle1'} sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
