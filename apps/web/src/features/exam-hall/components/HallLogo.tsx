import { Link as RouterLink } from 'react-router';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import { useAuth, useSession } from '../../../lib/session.ts';
import { useProductName } from '../../../lib/product.ts';
import { paths } from '../../../app/paths.ts';

/**
 * The focused frame's logo (the site header is hidden during an attempt): the same brand as the
 * header, a link home whose label says so. Leaving asks first (LeaveGuard).
 */
export function HallLogo() {
  const { t } = useTranslation('common');
  const { claims } = useAuth();
  const organization = useSession((s) => s.organization);
  const productName = useProductName();
  const ownBrand = !!claims?.role && !!organization && organization.id !== DEFAULT_ORG_ID;
  const name = ownBrand ? organization.name : productName;
  const logo = ownBrand && organization.logoUrl ? organization.logoUrl : '/favicon.svg';
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label={t('header.homeLink', { name })}
      sx={{ display: 'inline-flex', flexShrink: 0, borderRadius: 1, p: 0.25 }}
    >
      <Box component="img" src={logo} alt="" sx={{ width: 32, height: 32, borderRadius: 1, objectFit: 'contain' }} />
    </Box>
  );
}
