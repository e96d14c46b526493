import { useState } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import XIcon from '@mui/icons-material/X';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import FacebookIcon from '@mui/icons-material/Facebook';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import type { Streak } from '@pariksha/shared/schemas/potd';
import { useProductName } from '../../../lib/product.ts';
import { paths } from '../../../app/paths.ts';
import { openSharePopup, SHARE_TARGETS, type ShareTarget } from '../lib/share.ts';

const ICONS: Record<ShareTarget, typeof ShareIcon> = {
  twitter: XIcon,
  linkedin: LinkedInIcon,
  facebook: FacebookIcon,
  whatsapp: WhatsAppIcon,
};

/** 'Share Achievement': a menu of four networks, each opening a 550x400 popup (spec 2.8, 9). */
export function ShareMenu({ streak }: { streak: Streak }) {
  const { t } = useTranslation('potd');
  const product = useProductName();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const text = t('shareText', { product, current: t('days', { count: streak.current }), max: t('days', { count: streak.max }) });
  const share = (target: ShareTarget) => {
    setAnchor(null);
    openSharePopup(target, text, `${window.location.origin}${paths.potd}`);
  };
  return (
    <>
      <Button
        variant="contained"
        color="success"
        startIcon={<ShareIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'potd-share-menu' : undefined}
      >
        {t('share')}
      </Button>
      <Menu
        id="potd-share-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('shareMenu') } }}
      >
        {SHARE_TARGETS.map((target) => {
          const Icon = ICONS[target];
          return (
            <MenuItem key={target} onClick={() => share(target)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`shareOn.${target}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
