import type { ReactNode } from 'react';
import { Box, Container, Typography, type SxProps, type Theme } from '@mui/material';

type Props = {
  id: string;
  title: string;
  eyebrow?: string;
  subtitle?: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
};

/** One landing-page band: an h2 (linked by aria-labelledby) over its content. */
export function Section({ id, title, eyebrow, subtitle, children, sx }: Props) {
  const headingId = `${id}-title`;
  return (
    // Off screen, the browser skips the band's style, layout and paint until it nears the
    // viewport (issue 15: the long home page cost a cheap phone seconds of rendering before its
    // first screen); `auto` keeps its real height once drawn, so nothing jumps on the way back up.
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={[{ py: { xs: 6, md: 9 }, contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          {eyebrow && (
            <Typography component="p" variant="overline" sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: 1.5 }}>
              {eyebrow}
            </Typography>
          )}
          <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: { md: '1.1rem' } }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
