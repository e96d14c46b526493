import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import BoltIcon from '@mui/icons-material/Bolt';
import { useTranslation } from 'react-i18next';
import { QUIZ_SIZE } from '@pariksha/shared/schemas/quiz';
import { errorMessage } from '../../../lib/api.ts';

type Props = { title: string; available: number; onStart: () => void; starting: boolean; error: unknown };

/** Before a quiz: what it is (how many questions, instant feedback) and the start button. */
export function StartPanel({ title, available, onStart, starting, error }: Props) {
  const { t } = useTranslation('quiz');
  const size = Math.min(QUIZ_SIZE, available);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Box
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            borderRadius: '16px',
            bgcolor: 'primary.main',
            color: 'common.white',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          <BoltIcon fontSize="large" />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{available > 0 ? t('start.about', { count: size }) : t('start.noQuestions')}</Typography>
        </Box>
        <Button
          variant="contained"
          size="large"
          startIcon={<PlayArrowIcon aria-hidden />}
          onClick={onStart}
          disabled={starting || available === 0}
          sx={{ flexShrink: 0 }}
        >
          {starting ? t('start.starting') : t('start.button')}
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
