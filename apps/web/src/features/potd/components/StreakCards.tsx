import { Box, Paper, Typography } from '@mui/material';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { useTranslation } from 'react-i18next';
import type { Streak } from '@pariksha/shared/schemas/potd';

/** The 'Current Streak' and 'Max Streak' cards (spec 2.8), side by side even on a phone. */
export function StreakCards({ streak, dense = false }: { streak: Streak; dense?: boolean }) {
  const { t } = useTranslation('potd');
  const cards = [
    {
      key: 'current',
      label: t('currentStreak'),
      value: streak.current,
      icon: <LocalFireDepartmentIcon />,
      color: '#f57c00',
      bg: '#fff3e0',
    },
    { key: 'max', label: t('maxStreak'), value: streak.max, icon: <EmojiEventsIcon />, color: '#6a1b9a', bg: '#f3e5f5' },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: { xs: 1, sm: 2 } }}>
      {cards.map((c) => (
        <Paper
          key={c.key}
          variant="outlined"
          role="group"
          aria-label={`${c.label}: ${t('days', { count: c.value })}`}
          data-testid={`streak-${c.key}`}
          sx={{
            p: dense ? 1.25 : { xs: 1.5, sm: 2 },
            borderRadius: '14px',
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 1, sm: 1.5 },
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: { xs: 36, sm: 44 },
              height: { xs: 36, sm: 44 },
              borderRadius: '50%',
              bgcolor: c.bg,
              color: c.color,
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
            }}
          >
            {c.icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.2 }}>
              {c.label}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: dense ? '1.25rem' : { xs: '1.3rem', sm: '1.6rem' }, lineHeight: 1.2 }}>
              {t('days', { count: c.value })}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
