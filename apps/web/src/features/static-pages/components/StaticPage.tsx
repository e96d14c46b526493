import type { ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Container, Grid, Link, Paper, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UpdateIcon from '@mui/icons-material/Update';
import { useTranslation } from 'react-i18next';

export type PageSection = { id: string; heading: string; body?: string[]; items?: string[]; note?: string[] };

type Props = {
  title: string;
  subtitle: string;
  sections: PageSection[];
  /** Legal pages show the last-updated date and a table of contents. */
  legal?: boolean;
  children?: ReactNode;
};

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Email addresses in the copy become mail links, so the text can stay plain in the locale files. */
function Rich({ text }: { text: string }) {
  return (
    <>
      {text.split(EMAIL).map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} href={`mailto:${part}`} sx={{ overflowWrap: 'anywhere' }}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Paragraphs({ lines }: { lines?: string[] }) {
  return lines?.map((line) => (
    <Typography key={line} sx={{ mb: 1.5, lineHeight: 1.8 }}>
      <Rich text={line} />
    </Typography>
  ));
}

function Contents({ sections }: { sections: PageSection[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sections.map((s) => (
        <li key={s.id}>
          <Link
            href={`#${s.id}`}
            underline="hover"
            sx={{ display: 'block', py: 0.6, fontSize: '0.92rem', color: 'text.secondary', '&:hover': { color: 'primary.main' } }}
          >
            {s.heading}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** The shared layout of /about, /privacy-policy and /terms-conditions. */
export function StaticPage({ title, subtitle, sections, legal = false, children }: Props) {
  const { t } = useTranslation('pages');
  return (
    <Box>
      <Box sx={{ background: 'linear-gradient(135deg, #0a2f6b 0%, #1976d2 100%)', color: '#fff', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="lg">
          <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
            {title}
          </Typography>
          <Typography sx={{ mt: 1.5, opacity: 0.92, maxWidth: 760, fontSize: { md: '1.1rem' } }}>{subtitle}</Typography>
          {legal && (
            <Chip
              icon={<UpdateIcon />}
              label={t('lastUpdated', { date: t('updatedDate') })}
              sx={{ mt: 2.5, bgcolor: 'rgba(255,255,255,0.16)', color: '#fff', '& .MuiChip-icon': { color: '#fff' } }}
            />
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Grid container spacing={4}>
          {legal && (
            <Grid size={{ xs: 12, md: 3 }}>
              <Box component="nav" aria-label={t('onThisPage')} sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88 }}>
                <Typography component="p" variant="overline" sx={{ fontWeight: 700, color: 'text.secondary' }}>
                  {t('onThisPage')}
                </Typography>
                <Contents sections={sections} />
              </Box>
              <Accordion disableGutters variant="outlined" sx={{ display: { md: 'none' }, borderRadius: '8px' }}>
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {t('onThisPage')}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails sx={{ pt: 0 }}>
                  <Box component="nav" aria-label={t('onThisPage')}>
                    <Contents sections={sections} />
                  </Box>
                </AccordionDetails>
              </Accordion>
            </Grid>
          )}
          <Grid size={{ xs: 12, md: legal ? 9 : 12 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 5 }, borderRadius: '16px', maxWidth: legal ? undefined : 880, mx: 'auto' }}>
              {sections.map((s) => (
                <Box
                  component="section"
                  key={s.id}
                  id={s.id}
                  aria-labelledby={`${s.id}-h`}
                  sx={{ scrollMarginTop: 88, '&:not(:last-of-type)': { mb: 4 } }}
                >
                  <Typography
                    id={`${s.id}-h`}
                    component="h2"
                    variant="h5"
                    sx={{ fontWeight: 700, mb: 1.5, fontSize: { xs: '1.25rem', md: '1.45rem' } }}
                  >
                    {s.heading}
                  </Typography>
                  <Paragraphs lines={s.body} />
                  {s.items && (
                    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5, '& li': { mb: 1, lineHeight: 1.75 } }}>
                      {s.items.map((item) => (
                        <li key={item}>
                          <Rich text={item} />
                        </li>
                      ))}
                    </Box>
                  )}
                  <Paragraphs lines={s.note} />
                </Box>
              ))}
              {children}
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
