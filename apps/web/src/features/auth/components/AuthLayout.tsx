import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useProductName } from '../../../lib/product.ts';

type Props = { title: string; subtitle?: ReactNode; children: ReactNode; maxWidth?: number };

/**
 * The centred card on a soft background shared by every account page. On a 360px phone the
 * card fills the width with small margins, so the form stays within one thumb's reach.
 */
export function AuthLayout({ title, subtitle, children, maxWidth = 440 }: Props) {
  const productName = useProductName();
  return (
    <Box
      sx={{
        minHeight: { sm: 'calc(100vh - 64px)' },
        display: 'flex',
        justifyContent: 'center',
        alignItems: { xs: 'flex-start', sm: 'center' },
        px: { xs: 1.5, sm: 3 },
        py: { xs: 2, sm: 6 },
        background:
          'radial-gradient(circle at 15% 0%, #e3f0ff 0, transparent 45%), radial-gradient(circle at 100% 100%, #fff3e0 0, transparent 40%), #f6f8fb',
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth,
          p: { xs: 2.5, sm: 4 },
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 10px 30px rgba(25, 118, 210, 0.08)',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <Box component="img" src="/favicon.svg" alt={productName} sx={{ width: 52, height: 52, mb: 1.5 }} />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
