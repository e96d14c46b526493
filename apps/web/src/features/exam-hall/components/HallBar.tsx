import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Box, Button, IconButton, Paper, Typography } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './a11y.ts';

type Props = {
  title: string;
  subtitle: string;
  timer: ReactNode;
  language: ReactNode;
  sectionsUrl: string;
  wide: boolean;
  notAnswered: number;
  onOpenPalette: () => void;
  onSubmit: () => void;
  submitDisabled: boolean;
};

/** The hall's own bar under the app header, kept in view: time, language, palette (phones) and Submit. */
export function HallBar({
  title,
  subtitle,
  timer,
  language,
  sectionsUrl,
  wide,
  notAnswered,
  onOpenPalette,
  onSubmit,
  submitDisabled,
}: Props) {
  const { t } = useTranslation('examHall');
  return (
    <Paper
      square
      elevation={0}
      sx={(theme) => ({
        position: 'sticky',
        top: 56,
        '@media (min-width:0px) and (orientation: landscape)': { top: 48 },
        [theme.breakpoints.up('sm')]: { top: 64 },
        zIndex: theme.zIndex.appBar - 1,
        borderBottom: '1px solid',
        borderColor: 'divider',
        px: { xs: 1, md: 2 },
        py: 0.75,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.75, sm: 1.5 },
      })}
    >
      {!wide && (
        <Typography component="h1" sx={visuallyHidden}>
          {title} — {subtitle}
        </Typography>
      )}
      {wide && (
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h1" variant="subtitle1" noWrap sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {subtitle}
          </Typography>
        </Box>
      )}
      {timer}
      {!wide && <Box sx={{ flex: 1 }} />}
      {language}
      {wide ? (
        <Button component={RouterLink} to={sectionsUrl} startIcon={<ViewListIcon />} sx={{ minHeight: 40 }}>
          {t('backToSections')}
        </Button>
      ) : (
        <IconButton onClick={onOpenPalette} aria-label={t('palette.open')} sx={{ width: 44, height: 44 }}>
          <Badge color="error" badgeContent={notAnswered} max={99}>
            <AppsIcon />
          </Badge>
        </IconButton>
      )}
      <Button variant="contained" color="error" onClick={onSubmit} disabled={submitDisabled} sx={{ minHeight: 40, px: { xs: 1.5, sm: 2 } }}>
        {t('actions.submit')}
      </Button>
    </Paper>
  );
}
