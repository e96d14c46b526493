import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

type Props = {
  title?: ReactNode;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  /** Beside the title on wide screens, below it on phones. */
  actions?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
};

/** A content page's frame: an optional back link, the h1 with its actions, and the content, centred. */
export function PageFrame({ title, subtitle, back, actions, maxWidth = 1100, children }: Props) {
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, maxWidth, mx: 'auto' }}>
      {back && (
        // primary.main on the page's grey background is 4.3:1; the darker shade passes 4.5:1.
        <Button
          component={RouterLink}
          to={back.to}
          size="small"
          startIcon={<ArrowBackIcon aria-hidden />}
          sx={{ mb: 1, ml: -0.5, color: 'primary.dark' }}
        >
          {back.label}
        </Button>
      )}
      {title && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2.5 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="h1"
              variant="h4"
              sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            {subtitle && (
              <Typography component="div" color="text.secondary" sx={{ mt: 0.5 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {actions && <Box sx={{ flexShrink: 0 }}>{actions}</Box>}
        </Stack>
      )}
      {children}
    </Box>
  );
}

/** Nothing to show: an icon, a heading, a line of help and maybe an action. */
export function EmptyState({ icon, title, body, action }: { icon: ReactNode; title: string; body?: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: '16px' }}>
      <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 56 } }} aria-hidden>
        {icon}
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
        {title}
      </Typography>
      {body && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {body}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>{action}</Box>}
    </Paper>
  );
}
