import { Link as RouterLink } from 'react-router';
import { Box, Button, Paper, Typography } from '@mui/material';
import AssignmentLateOutlinedIcon from '@mui/icons-material/AssignmentLateOutlined';
import { useTranslation } from 'react-i18next';
import { hallUrls } from '../hall-urls.ts';

/** No attempt in progress for the set: back to its instructions page, where a test is started. */
export function NoAttempt({ examId, setId }: { examId: string; setId: string }) {
  const { t } = useTranslation('examHall');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, px: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 460, textAlign: 'center', borderRadius: '16px' }}>
        <AssignmentLateOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography component="h1" variant="h5" sx={{ mt: 1, fontWeight: 700 }}>
          {t('noAttempt.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {t('noAttempt.body')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={hallUrls.instructions(examId, setId)}>
          {t('noAttempt.link')}
        </Button>
      </Paper>
    </Box>
  );
}
