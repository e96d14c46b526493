import { Box, List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import QuizIcon from '@mui/icons-material/Quiz';
import AssignmentIcon from '@mui/icons-material/Assignment';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { useTranslation } from 'react-i18next';
import { POINTS } from '@pariksha/shared/points';

/** The points rule in a few lines (docs/points.md), with the same numbers the server uses. */
export function HowPoints({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('globalLeaderboard');
  const items = [
    { key: 'quiz', icon: <QuizIcon />, points: POINTS.quizCorrect },
    { key: 'test', icon: <AssignmentIcon />, points: POINTS.testCorrect },
    { key: 'potd', icon: <LocalFireDepartmentIcon />, points: POINTS.potdSolve },
    { key: 'streak', icon: <WhatshotIcon />, points: POINTS.potdStreakBonus },
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="how-points" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '16px' }}>
      <Typography id="how-points" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t('how.title')}
      </Typography>
      <List dense disablePadding>
        {items.map((item) => (
          <ListItem key={item.key} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 36, mt: 0.75, color: 'primary.main' }} aria-hidden>
              {item.icon}
            </ListItemIcon>
            <ListItemText primary={t(`how.${item.key}`)} />
            <Box
              aria-hidden
              sx={{ ml: 1, mt: 0.75, px: 1, borderRadius: '10px', bgcolor: 'rgba(25,118,210,0.10)', fontWeight: 800, whiteSpace: 'nowrap' }}
            >
              +{item.points}
            </Box>
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('how.periods', { timeZone })} {t('how.ties')} {t('how.platform')}
      </Typography>
    </Paper>
  );
}
