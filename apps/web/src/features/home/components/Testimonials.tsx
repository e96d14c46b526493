import { Avatar, Box, Chip, Grid, Paper, Typography } from '@mui/material';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { useTranslation } from 'react-i18next';
import { Section } from './Section.tsx';
import { tList } from './t-list.ts';

type Testimonial = { quote: string; name: string; role: string; institute: string };
// Dark enough for the avatar's initials (WCAG AA, 3:1 for large text).
const AVATAR_COLORS = ['#1976d2', '#2e7d32', '#e65100'];

/** First letters of the first and last word; works for Devanagari names too. */
function initials(name: string) {
  const words = name.replace(/\./g, '').split(/\s+/).filter(Boolean);
  const pick = (w: string | undefined) => (w ? Array.from(w)[0] : '');
  return (pick(words[0]) + (words.length > 1 ? pick(words[words.length - 1]) : '')).toUpperCase();
}

/** Spec 2.7 'What Institutes Say About Us': three testimonials, each marked as one. */
export function Testimonials() {
  const { t } = useTranslation('home');
  const items = tList<Testimonial>(t, 'testimonials.items');
  return (
    <Section id="testimonials" title={t('testimonials.title')} subtitle={t('testimonials.subtitle')} sx={{ bgcolor: '#fff' }}>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        {items.map((item, i) => (
          <Grid key={item.name} size={{ xs: 12, md: 4 }}>
            <Paper
              component="figure"
              variant="outlined"
              sx={{ m: 0, p: 3, height: '100%', borderRadius: '16px', display: 'flex', flexDirection: 'column', position: 'relative' }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <FormatQuoteIcon sx={{ fontSize: 40, color: AVATAR_COLORS[i % 3], opacity: 0.5 }} aria-hidden />
                <Chip size="small" label={t('testimonials.label')} sx={{ bgcolor: '#f1f5fb', color: 'text.secondary' }} />
              </Box>
              <Typography component="blockquote" sx={{ m: 0, flexGrow: 1, fontSize: '1.02rem', lineHeight: 1.7 }}>
                {item.quote}
              </Typography>
              <Box component="figcaption" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 3 }}>
                <Avatar sx={{ bgcolor: AVATAR_COLORS[i % 3], fontWeight: 700 }} aria-hidden>
                  {initials(item.name)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.role}, {item.institute}
                  </Typography>
                </Box>
              </Box>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
