import { memo, useState } from 'react';
import { Box, IconButton, TextField, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useTranslation } from 'react-i18next';
import type { AttendanceStatus } from '@pariksha/shared/attendance';
import { ATTENDANCE_NOTE_MAX, type AttendanceEntry } from '@pariksha/shared/schemas/attendance';
import type { Mark } from '../lib/marking.ts';
import { STATUSES, STATUS_COLOR } from './status-style.ts';

type Props = {
  index: number;
  entry: AttendanceEntry;
  mark: Mark;
  changed: boolean;
  disabled: boolean;
  onStatus: (studentId: string, status: AttendanceStatus) => void;
  onNote: (studentId: string, note: string) => void;
};

/**
 * One student: four large toggles (P, A, L, H, the word beside the letter on wide screens) and
 * an optional note. The row itself is focusable; its keys are handled by the list.
 */
export const MarkRow = memo(function MarkRow({ index, entry, mark, changed, disabled, onStatus, onNote }: Props) {
  const { t } = useTranslation('attendance');
  const [noteOpen, setNoteOpen] = useState(mark.note !== '');
  const statusText = mark.status ? t(`status.${mark.status}`) : t('status.none');
  return (
    <Box
      component="li"
      tabIndex={0}
      data-row={index}
      aria-label={t('mark.rowLabel', { name: entry.name, status: statusText })}
      sx={{
        listStyle: 'none',
        px: { xs: 1, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: changed ? 'action.hover' : 'transparent',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.name}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {changed ? t('mark.unsaved') : entry.updatedBy ? t('mark.markedBy', { name: entry.updatedBy }) : t('status.none')}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          value={mark.status}
          disabled={disabled}
          onChange={(_, value: AttendanceStatus | null) => value && onStatus(entry.studentId, value)}
          aria-label={t('mark.statusFor', { name: entry.name })}
          sx={{ flex: { xs: '1 1 100%', md: '0 0 auto' }, order: { xs: 3, md: 2 } }}
        >
          {STATUSES.map((s) => (
            <ToggleButton
              key={s}
              value={s}
              sx={{
                flex: 1,
                minWidth: { xs: 0, md: 88 },
                minHeight: 48,
                whiteSpace: 'nowrap',
                px: { xs: 0.5, sm: 1.5 },
                fontSize: { xs: 13, sm: 14 },
                fontWeight: 700,
                textTransform: 'none',
                lineHeight: 1.2,
                '&.Mui-selected, &.Mui-selected:hover': { bgcolor: STATUS_COLOR[s], color: '#fff' },
              }}
            >
              {t(`status.${s}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Tooltip title={t('mark.note')}>
          <IconButton
            aria-label={t('mark.noteFor', { name: entry.name })}
            aria-expanded={noteOpen}
            onClick={() => setNoteOpen((o) => !o)}
            sx={{ width: 48, height: 48, order: { xs: 2, md: 3 } }}
            color={mark.note ? 'primary' : 'default'}
          >
            <EditNoteIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {noteOpen && (
        <TextField
          size="small"
          fullWidth
          value={mark.note}
          disabled={disabled}
          onChange={(e) => onNote(entry.studentId, e.target.value)}
          label={t('mark.noteFor', { name: entry.name })}
          slotProps={{ htmlInput: { maxLength: ATTENDANCE_NOTE_MAX } }}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
});
