import { Link as RouterLink } from 'react-router';
import { Box, Container, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import YouTubeIcon from '@mui/icons-material/YouTube';
import InstagramIcon from '@mui/icons-material/Instagram';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import { useAuth, useSession } from '../../lib/session.ts';
import { useProductName } from '../../lib/product.ts';
import { paths } from '../paths.ts';

const SOCIAL = [
  ['youtube', YouTubeIcon],
  ['instagram', InstagramIcon],
  ['facebook', FacebookIcon],
  ['linkedin', LinkedInIcon],
  ['twitter', XIcon],
] as const;

const scrollTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * Spec 2.6 footer: default branding for users without a role or in the default organisation,
 * otherwise the organisation's name, description, address, email and the social links it has.
 */
export function Footer() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const organization = useSession((s) => s.organization);
  const productName = useProductName();
  const branded = !!role && !!organization && organization.id !== DEFAULT_ORG_ID;

  const name = branded ? organization.name : productName;
  const description = branded ? organization.description : t('footer.defaultDescription');
  const address = branded ? organization.address : t('footer.defaultAddress');
  const email = branded ? organization.email : t('footer.defaultEmail');
  const social = branded ? SOCIAL.filter(([key]) => !!organization.socialMedia?.[key]) : [];

  const links = [
    [paths.about, 'footer.about'],
    [paths.privacyPolicy, 'footer.privacy'],
    [paths.termsConditions, 'footer.terms'],
    [paths.pricing, 'footer.pricing'],
    [paths.contactUs, 'footer.contact'],
  ] as const;

  return (
    // No content-visibility here: skipped rendering hid the footer's colours from axe (a contrast
    // failure on every page checked) for little gain; its hydration is deferred by the shell.
    <Box component="footer" sx={{ bgcolor: '#0d2a4a', color: '#e3ecf7', mt: 'auto', py: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            {description && (
              <Typography variant="body2" sx={{ mt: 1, opacity: 0.85 }}>
                {description}
              </Typography>
            )}
            {social.length > 0 && (
              <Stack direction="row" spacing={0.5} sx={{ mt: 1 }} aria-label={t('footer.followUs')}>
                {social.map(([key, Icon]) => (
                  <IconButton
                    key={key}
                    component="a"
                    href={organization!.socialMedia[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.social.${key}`)}
                    sx={{ color: 'inherit' }}
                  >
                    <Icon />
                  </IconButton>
                ))}
              </Stack>
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, mb: 1 }}>
              {t('footer.quickLinks')}
            </Typography>
            <Stack component="nav" aria-label={t('footer.quickLinks')} spacing={0.5}>
              {links.map(([to, key]) => (
                <Link key={to} component={RouterLink} to={to} onClick={scrollTop} color="inherit" underline="hover">
                  {t(key)}
                </Link>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, mb: 1 }}>
              {t('footer.contactTitle')}
            </Typography>
            {address && (
              <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', opacity: 0.85 }}>
                {address}
              </Typography>
            )}
            {email && (
              <Link href={`mailto:${email}`} color="inherit" underline="hover" variant="body2">
                {email}
              </Link>
            )}
          </Grid>
        </Grid>
        <Typography variant="caption" component="p" sx={{ mt: 3, opacity: 0.75, textAlign: 'center' }}>
          {t('footer.rights', { year: new Date().getFullYear(), name })}
        </Typography>
      </Container>
    </Box>
  );
}
