import type { ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HallLogo } from './HallLogo.tsx';

type Props = {
  title: string;
  subtitle: string;
  /** The hall's bar names the page (h1); the sections page has its own h1, so there it is plain text. */
  heading: boolean;
  timer: ReactNode;
  language: ReactNode;
  /** The palette (phones) or the way to the section list (wide), or the save state. */
  extra?: ReactNode;
  wide: boolean;
  onSubmit: () => void;
  submitDisabled: boolean;
};

/**
 * The focused frame's bar (issue 13): during an attempt it replaces the site header and stays at
 * the top of the screen at every scroll position: logo, exam name, timer, question language and
 * Submit. On a phone the name and timer take the first row, the controls the second.
 */
export function HallBar({ title, subtitle, heading, timer, language, extra, wide, onSubmit, submitDisabled }: Props) {
  const { t } = useTranslation('examHall');
  const submit = (
    <Button
      variant="contained"
      color="error"
      onClick={onSubmit}
      disabled={submitDisabled}
      sx={{ minHeight: 40, px: { xs: 1.5, sm: 2 }, flexShrink: 0 }}
    >
      {t('actions.submit')}
    </Button>
  );
  return (
    <Paper
      square
      elevation={2}
      data-testid="hall-bar"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        px: { xs: 1, md: 2 },
        py: 0.75,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, minHeight: 44 }}>
        <HallLogo />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component={heading ? 'h1' : 'p'}
            variant="subtitle1"
            noWrap
            sx={{ fontWeight: 700, lineHeight: 1.3, fontSize: { xs: '0.95rem', sm: '1rem' } }}
          >
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {subtitle}
          </Typography>
        </Box>
        {timer}
        {wide && (
          <>
            {language}
            {extra}
            {submit}
          </>
        )}
      </Box>
      {!wide && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.75 }}>
          {language}
          <Box sx={{ flex: 1 }} />
          {extra}
          {submit}
        </Box>
      )}
    </Paper>
  );
}
