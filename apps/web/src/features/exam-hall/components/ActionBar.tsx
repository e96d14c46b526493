import { Box, Button } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { useTranslation } from 'react-i18next';

type Props = {
  disabled: boolean;
  canGoBack: boolean;
  onSaveNext: () => void;
  onMarkNext: () => void;
  onClear: () => void;
  onPrevious: () => void;
};

/** The CBT buttons; two rows of big targets on a phone, one row on a wide screen. */
export function ActionBar({ disabled, canGoBack, onSaveNext, onMarkNext, onClear, onPrevious }: Props) {
  const { t } = useTranslation('examHall');
  const big = { minHeight: 48, fontSize: { xs: '0.9rem', sm: '0.95rem' }, lineHeight: 1.2 } as const;
  return (
    <Box
      role="toolbar"
      aria-label={t('actions.label')}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'auto auto 1fr auto auto' },
        gridTemplateAreas: { xs: '"mark clear" "prev save"', md: '"mark clear . prev save"' },
      }}
    >
      <Button variant="outlined" color="secondary" onClick={onMarkNext} disabled={disabled} sx={{ ...big, gridArea: 'mark' }}>
        {t('actions.markNext')}
      </Button>
      <Button variant="outlined" color="inherit" onClick={onClear} disabled={disabled} sx={{ ...big, gridArea: 'clear' }}>
        {t('actions.clear')}
      </Button>
      <Button
        variant="outlined"
        onClick={onPrevious}
        disabled={!canGoBack}
        startIcon={<ChevronLeftIcon />}
        sx={{ ...big, gridArea: 'prev' }}
      >
        {t('actions.previous')}
      </Button>
      <Button variant="contained" color="success" onClick={onSaveNext} disabled={disabled} sx={{ ...big, gridArea: 'save' }}>
        {t('actions.saveNext')}
      </Button>
    </Box>
  );
}
