import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import TimerIcon from '@mui/icons-material/Timer';
import PsychologyIcon from '@mui/icons-material/Psychology';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';

const TOOLS = [
  { key: 'timer', to: paths.studyTimer, Icon: TimerIcon, color: '#2e7d32' },
  { key: 'style', to: paths.learningStyle, Icon: PsychologyIcon, color: '#6a1b9a' },
] as const;

/** Links to the study timer and the learning-style questionnaire (they are not in the spec's navigation). */
export function StudyTools() {
  const { t } = useTranslation('examGuides');
  return (
    <Box component="section" aria-labelledby="study-tools-title" sx={{ mt: 5 }}>
      <Typography id="study-tools-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('tools.title')}
      </Typography>
      <Grid container spacing={2}>
        {TOOLS.map(({ key, to, Icon, color }) => (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: '14px' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 48,
                      height: 48,
                      flexShrink: 0,
                      borderRadius: '12px',
                      display: 'grid',
                      placeItems: 'center',
                      color: '#fff',
                      bgcolor: color,
                    }}
                  >
                    <Icon />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                      {t(`tools.${key}`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`tools.${key}Body`)}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
