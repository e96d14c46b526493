import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; onClose: () => void; title: string; sectionsUrl: string; children: ReactNode };

/** The palette as a bottom sheet on phones. */
export function PaletteDrawer({ open, onClose, title, sectionsUrl, children }: Props) {
  const { t } = useTranslation('examHall');
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { maxHeight: '85vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
          'aria-labelledby': 'palette-drawer-title',
        } as object,
      }}
    >
      <Box sx={{ p: 2, pb: 'calc(16px + env(safe-area-inset-bottom))' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="palette-drawer-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('palette.title')}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {title}
            </Typography>
          </Box>
          <IconButton onClick={onClose} aria-label={t('palette.close')} sx={{ width: 44, height: 44 }}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {children}
        <Button
          component={RouterLink}
          to={sectionsUrl}
          startIcon={<ViewListIcon />}
          fullWidth
          variant="outlined"
          sx={{ mt: 2, minHeight: 44 }}
        >
          {t('backToSections')}
        </Button>
      </Box>
    </Drawer>
  );
}
