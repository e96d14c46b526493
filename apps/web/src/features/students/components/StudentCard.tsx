import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import InsightsIcon from '@mui/icons-material/Insights';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslation } from 'react-i18next';
import type { Student } from '@pariksha/shared/schemas/students';
import { studentPerformancePath } from '../../../app/paths.ts';

type Props = {
  student: Student;
  onEdit: (s: Student) => void;
  onResetPassword: (s: Student) => void;
  onToggleStatus: (s: Student) => void;
};

/** One student: contact, guardian, batches, status, and what an admin does with them. */
export function StudentCard({ student: s, onEdit, onResetPassword, onToggleStatus }: Props) {
  const { t, i18n } = useTranslation('students');
  const off = s.status === 'deactivated';
  // A deactivated card is grey, where primary.main falls under 4.5:1: its buttons take the darker shade.
  const onCard = off ? { color: 'primary.dark' } : undefined;
  const line = (label: string, value: string | null) =>
    value && (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:{' '}
        </Box>
        {value}
      </Typography>
    );
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={s.name}
      sx={{
        p: 2,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        borderRadius: '14px',
        bgcolor: off ? 'action.hover' : undefined,
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {s.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            @{s.username}
          </Typography>
        </Box>
        <Chip size="small" color={off ? 'default' : 'success'} variant={off ? 'filled' : 'outlined'} label={t(`status.${s.status}`)} />
      </Stack>
      {line(t('card.mobile'), s.mobile)}
      {line(t('card.email'), s.email)}
      {line(t('card.guardian'), [s.guardianName, s.guardianMobile].filter(Boolean).join(' · ') || null)}
      <Typography variant="caption" color="text.secondary">
        {t('card.joined', { date: new Date(s.joinedAt).toLocaleDateString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN') })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={t('card.batches')}>
        {s.batches.length ? (
          s.batches.map((b) => <Chip key={b.id} size="small" label={b.name} />)
        ) : (
          <Chip size="small" variant="outlined" label={t('card.noBatch')} />
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 'auto', pt: 1 }}>
        <Button
          size="small"
          component={RouterLink}
          to={studentPerformancePath(s.id)}
          sx={onCard}
          startIcon={<InsightsIcon aria-hidden />}
          aria-label={t('card.performanceFor', { name: s.name })}
        >
          {t('card.performance')}
        </Button>
        <Button
          size="small"
          startIcon={<EditIcon aria-hidden />}
          onClick={() => onEdit(s)}
          sx={onCard}
          aria-label={t('card.editFor', { name: s.name })}
        >
          {t('card.edit')}
        </Button>
        <Button
          size="small"
          startIcon={<KeyIcon aria-hidden />}
          onClick={() => onResetPassword(s)}
          sx={onCard}
          aria-label={t('card.resetFor', { name: s.name })}
        >
          {t('card.reset')}
        </Button>
        <Button
          size="small"
          color={off ? 'primary' : 'error'}
          startIcon={off ? <RestoreIcon aria-hidden /> : <BlockIcon aria-hidden />}
          onClick={() => onToggleStatus(s)}
          sx={onCard}
          aria-label={off ? t('card.reactivateFor', { name: s.name }) : t('card.deactivateFor', { name: s.name })}
        >
          {off ? t('card.reactivate') : t('card.deactivate')}
        </Button>
      </Stack>
    </Paper>
  );
}
