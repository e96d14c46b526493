import { Box, Grid, Paper, Typography } from '@mui/material';
import QuizIcon from '@mui/icons-material/Quiz';
import GroupsIcon from '@mui/icons-material/Groups';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import SmsIcon from '@mui/icons-material/Sms';
import InsightsIcon from '@mui/icons-material/Insights';
import TranslateIcon from '@mui/icons-material/Translate';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { useTranslation } from 'react-i18next';
import { Section } from './Section.tsx';

/** Spec 1's institute features, plus bilingual content, live tests and the daily problem. */
const FEATURES = [
  { key: 'tests', Icon: QuizIcon, color: '#1976d2' },
  { key: 'students', Icon: GroupsIcon, color: '#00897b' },
  { key: 'attendance', Icon: EventAvailableIcon, color: '#2e7d32' },
  { key: 'content', Icon: LibraryBooksIcon, color: '#6d4c41' },
  { key: 'notifications', Icon: SmsIcon, color: '#7b1fa2' },
  { key: 'analytics', Icon: InsightsIcon, color: '#c2185b' },
  { key: 'bilingual', Icon: TranslateIcon, color: '#3949ab' },
  { key: 'live', Icon: EmojiEventsIcon, color: '#ef6c00' },
  { key: 'potd', Icon: LocalFireDepartmentIcon, color: '#d84315' },
] as const;

export function FeatureGrid() {
  const { t } = useTranslation('home');
  return (
    <Section id="features" eyebrow={t('features.eyebrow')} title={t('features.title')} subtitle={t('features.subtitle')}>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        {FEATURES.map(({ key, Icon, color }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Paper
              variant="outlined"
              sx={{
                p: { xs: 2.5, md: 3 },
                height: '100%',
                borderRadius: '16px',
                transition: 'transform .2s, box-shadow .2s',
                '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 12px 28px rgba(25,118,210,0.12)' },
                '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
              }}
            >
              {/* Icon beside the text on phones (a shorter page), above it from tablets up. */}
              <Box sx={{ display: { xs: 'flex', sm: 'block' }, gap: 2 }}>
                <Box
                  sx={{
                    width: 52,
                    height: 52,
                    flexShrink: 0,
                    borderRadius: '12px',
                    display: 'grid',
                    placeItems: 'center',
                    color: '#fff',
                    background: `linear-gradient(135deg, ${color}, ${color}bb)`,
                    mb: { sm: 2 },
                  }}
                >
                  <Icon aria-hidden />
                </Box>
                <Box>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                    {t(`features.items.${key}.title`)}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {t(`features.items.${key}.body`)}
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
