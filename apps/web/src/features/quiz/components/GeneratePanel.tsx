import { useId, useState } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useTranslation } from 'react-i18next';
import { GENERATED_QUIZ_COUNTS } from '@pariksha/shared/schemas/quiz';
import { errorMessage } from '../../../lib/api.ts';

type Props = { name: string; onGenerate: (count: number) => void; generating: boolean; error: unknown };

/**
 * Endless maths practice: a quiz of freshly generated questions on the topic (never the same
 * numbers twice), for the arithmetic topics that have generators.
 */
export function GeneratePanel({ name, onGenerate, generating, error }: Props) {
  const { t } = useTranslation('quiz');
  const [count, setCount] = useState<number>(10);
  const countId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${countId}-title`} sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Box
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            borderRadius: '16px',
            bgcolor: 'primary.dark',
            color: 'common.white',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          <AllInclusiveIcon fontSize="large" />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={`${countId}-title`} component="h2" variant="h6" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            {t('generate.title', { name })}
          </Typography>
          <Typography color="text.secondary">{t('generate.about')}</Typography>
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          id={countId}
          label={t('generate.count')}
          value={count}
          onChange={(e) => setCount(Number(e.target.value))}
          sx={{ minWidth: 200 }}
        >
          {GENERATED_QUIZ_COUNTS.map((n) => (
            <MenuItem key={n} value={n}>
              {t('generate.countN', { count: n })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          size="large"
          startIcon={<AutoAwesomeIcon aria-hidden />}
          onClick={() => onGenerate(count)}
          disabled={generating}
        >
          {generating ? t('generate.generating') : t('generate.button')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(error, t('start.failed'))}
        </Alert>
      ) : null}
    </Paper>
  );
}
