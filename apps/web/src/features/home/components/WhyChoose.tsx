import { Box, Grid, Typography } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import VerifiedIcon from '@mui/icons-material/Verified';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SecurityIcon from '@mui/icons-material/Security';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useTranslation } from 'react-i18next';
import { Section } from './Section.tsx';

const REASONS = [
  { key: 'hindi', Icon: TranslateIcon },
  { key: 'phones', Icon: PhoneAndroidIcon },
  { key: 'brand', Icon: VerifiedIcon },
  { key: 'setup', Icon: RocketLaunchIcon },
  { key: 'safe', Icon: SecurityIcon },
  { key: 'support', Icon: SupportAgentIcon },
] as const;

/** Spec 2.7 'Why Choose Our Platform?'. */
export function WhyChoose() {
  const { t } = useTranslation('home');
  return (
    <Section id="why" title={t('why.title')} subtitle={t('why.subtitle')} sx={{ bgcolor: '#eef4fc' }}>
      <Grid container spacing={{ xs: 2.5, md: 4 }}>
        {REASONS.map(({ key, Icon }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Box sx={{ display: 'flex', gap: 2 }}>
              <Box
                sx={{
                  width: 46,
                  height: 46,
                  flexShrink: 0,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: '#fff',
                  color: 'primary.main',
                  boxShadow: '0 4px 14px rgba(25,118,210,0.18)',
                }}
              >
                <Icon aria-hidden />
              </Box>
              <Box>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                  {t(`why.items.${key}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {t(`why.items.${key}.body`)}
                </Typography>
              </Box>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
