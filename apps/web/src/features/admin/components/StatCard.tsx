import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';

type Props = { label: string; value: number; icon: ReactNode; to?: string; hint?: string };

/** One number of the platform overview; a card with a link when there is a page behind it. */
export function StatCard({ label, value, icon, to, hint }: Props) {
  const content = (
    // On a phone the icon sits above the number, so long labels keep the card's whole width.
    <CardContent
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 0.5, sm: 1.5 },
        alignItems: 'flex-start',
        p: { xs: 1.5, sm: 2 },
      }}
    >
      <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.5 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {value.toLocaleString()}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
          {label}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
