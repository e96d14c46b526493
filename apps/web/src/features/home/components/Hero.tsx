import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Container, Grid, Stack, Typography } from '@mui/material';
import SchoolIcon from '@mui/icons-material/School';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import SmsIcon from '@mui/icons-material/Sms';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@pariksha/shared/constants';
import { useSession } from '../../../lib/session.ts';
import { paths } from '../../../app/paths.ts';
import { freeTrialPath, practiseFreePath, scheduleDemoPath } from '../cta.ts';
import { tList } from './t-list.ts';

const PANEL_ICONS = [EmojiEventsIcon, HowToRegIcon, SmsIcon];
const PANEL_COLORS = ['#ff8f00', '#2e7d32', '#7b1fa2'];
const BADGES = [
  { Icon: CorporateFareIcon, key: 'hero.badgeInstitutes' },
  { Icon: SchoolIcon, key: 'hero.badgeSchools' },
] as const;

/** Spec 2.7 hero: the two audience badges and 'Start Free Trial' / 'Schedule Demo'. */
export function Hero({ onWatchDemo }: { onWatchDemo: () => void }) {
  const { t } = useTranslation('home');
  const token = useSession((s) => s.token);
  const trust = tList<string>(t, 'hero.trust', { days: TRIAL_DAYS });
  const panel = tList<{ title: string; body: string }>(t, 'hero.panelItems');

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: '#fff',
        position: 'relative',
        overflow: 'hidden',
        background:
          'radial-gradient(circle at 85% 15%, rgba(100,181,246,0.45) 0, transparent 40%), radial-gradient(circle at 10% 90%, rgba(255,255,255,0.12) 0, transparent 35%), linear-gradient(135deg, #0a2f6b 0%, #1256b0 50%, #1976d2 100%)',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2.5 }}>
              {BADGES.map(({ Icon, key }) => (
                <Chip
                  key={key}
                  icon={<Icon />}
                  label={t(key)}
                  sx={{
                    bgcolor: 'rgba(255,255,255,0.16)',
                    color: '#fff',
                    fontWeight: 600,
                    border: '1px solid rgba(255,255,255,0.3)',
                    '& .MuiChip-icon': { color: '#ffd54f' },
                  }}
                />
              ))}
            </Stack>
            <Typography
              id="hero-title"
              component="h1"
              sx={{ fontWeight: 800, lineHeight: 1.2, fontSize: { xs: '1.85rem', sm: '2.3rem', md: '2.5rem', lg: '2.85rem' } }}
            >
              {t('hero.title')}
            </Typography>
            <Typography sx={{ mt: 2, opacity: 0.92, fontSize: { xs: '1rem', md: '1.15rem' }, maxWidth: 620 }}>
              {t('hero.subtitle')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 4 }}>
              <Button
                component={RouterLink}
                to={freeTrialPath(token)}
                size="large"
                variant="contained"
                sx={{ bgcolor: '#fff', color: 'primary.dark', px: 3.5, py: 1.4, '&:hover': { bgcolor: '#e3f2fd' } }}
              >
                {t('hero.startTrial')}
              </Button>
              <Button
                component={RouterLink}
                to={scheduleDemoPath}
                size="large"
                variant="outlined"
                sx={{
                  color: '#fff',
                  borderColor: 'rgba(255,255,255,0.7)',
                  px: 3.5,
                  py: 1.4,
                  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
                }}
              >
                {t('hero.scheduleDemo')}
              </Button>
              {/* A student visitor's way in, beside the institute's two (issue 13). */}
              <Button
                component={RouterLink}
                to={token ? paths.home : practiseFreePath}
                size="large"
                variant="contained"
                color="warning"
                sx={{ bgcolor: '#ffd54f', color: '#3e2723', px: 3.5, py: 1.4, '&:hover': { bgcolor: '#ffca28' } }}
              >
                {t('hero.practiseFree')}
              </Button>
              <Button onClick={onWatchDemo} size="large" startIcon={<PlayCircleIcon />} sx={{ color: '#fff', px: 2 }}>
                {t('hero.watchDemo')}
              </Button>
            </Stack>
            <Stack component="ul" direction="row" sx={{ gap: { xs: 1.5, sm: 3 }, flexWrap: 'wrap', mt: 3, p: 0, listStyle: 'none' }}>
              {trust.map((item) => (
                <Box
                  component="li"
                  key={item}
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.95rem', opacity: 0.95 }}
                >
                  <CheckCircleIcon sx={{ fontSize: 18, color: '#81c784' }} aria-hidden />
                  {item}
                </Box>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box
              sx={{
                bgcolor: 'rgba(255,255,255,0.1)',
                border: '1px solid rgba(255,255,255,0.25)',
                borderRadius: '16px',
                p: { xs: 2, sm: 3 },
                backdropFilter: 'blur(6px)',
              }}
            >
              <Typography component="p" sx={{ fontWeight: 700, mb: 2, opacity: 0.95 }}>
                {t('hero.panelTitle')}
              </Typography>
              <Stack sx={{ gap: 1.5 }}>
                {panel.map((item, i) => {
                  const Icon = PANEL_ICONS[i % PANEL_ICONS.length];
                  return (
                    <Box
                      key={item.title}
                      sx={{
                        display: 'flex',
                        gap: 2,
                        alignItems: 'center',
                        bgcolor: '#fff',
                        color: 'text.primary',
                        borderRadius: '12px',
                        p: 1.75,
                        boxShadow: '0 8px 24px rgba(6,30,70,0.25)',
                      }}
                    >
                      <Box
                        sx={{
                          width: 44,
                          height: 44,
                          flexShrink: 0,
                          borderRadius: '10px',
                          display: 'grid',
                          placeItems: 'center',
                          bgcolor: `${PANEL_COLORS[i]}1a`,
                          color: PANEL_COLORS[i],
                        }}
                      >
                        <Icon aria-hidden />
                      </Box>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 700 }}>{item.title}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {item.body}
                        </Typography>
                      </Box>
                    </Box>
                  );
                })}
              </Stack>
            </Box>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
