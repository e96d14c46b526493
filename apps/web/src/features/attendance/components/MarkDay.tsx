import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslation } from 'react-i18next';
import type { AttendanceStatus } from '@pariksha/shared/attendance';
import type { AttendanceDay } from '@pariksha/shared/schemas/attendance';
import { errorMessage } from '../../../lib/api.ts';
import { useSaveDay } from '../api.ts';
import { changedIds, draftFrom, markAllPresent, saveBody, setNote, setStatus, tally, unmarkedCount } from '../lib/marking.ts';
import { ChangeHistory } from './ChangeHistory.tsx';
import { MarkList } from './MarkList.tsx';
import { NotifyAbsent } from './NotifyAbsent.tsx';
import { STATUSES, STATUS_COLOR } from './status-style.ts';

/**
 * One batch's day: the list, a sticky bar with "mark all present", the counts and one save,
 * then the notice to the absent students' guardians and the day's change history. Keyed by
 * batch and day by its parent, so switching starts from what is saved.
 */
export function MarkDay({ day, onDirty }: { day: AttendanceDay; onDirty?: (dirty: boolean) => void }) {
  const { t } = useTranslation('attendance');
  const save = useSaveDay();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [saved, setSaved] = useState(day);
  const [draft, setDraft] = useState(() => draftFrom(day.data));
  const [justSaved, setJustSaved] = useState<{ created: number; changed: number } | null>(null);
  const entries = saved.data;
  const changed = useMemo(() => new Set(changedIds(draft, entries)), [draft, entries]);
  const counts = tally(draft);
  const unmarked = unmarkedCount(draft);
  const body = saveBody(saved.batch.id, saved.date, draft, entries);
  const dirty = changed.size > 0;
  // The page asks before a switch of batch, day or tab would drop unsaved marks; the browser
  // asks before a reload or close.
  useEffect(() => {
    onDirty?.(dirty);
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, onDirty]);
  useEffect(() => () => onDirty?.(false), [onDirty]);
  const readOnly = saved.batch.archived;

  const onStatus = useCallback((id: string, status: AttendanceStatus) => {
    setJustSaved(null);
    setDraft((d) => setStatus(d, id, status));
  }, []);
  const onNote = useCallback((id: string, note: string) => {
    setJustSaved(null);
    setDraft((d) => setNote(d, id, note));
  }, []);

  const onSave = () => {
    if (!body) return;
    save.mutate(body, {
      onSuccess: (result) => {
        setSaved(result);
        setDraft(draftFrom(result.data));
        setJustSaved({ created: result.created, changed: result.changed });
      },
    });
  };

  if (entries.length === 0) {
    return <Alert severity="info">{t('mark.noStudents')}</Alert>;
  }
  const savedAbsent = entries.filter((e) => e.status === 'absent').length;

  return (
    <Stack spacing={2}>
      {/* Phones have no keys to press; the hint is for keyboards. */}
      {wide && (
        <Typography variant="body2" color="text.secondary">
          {t('mark.keys')}
        </Typography>
      )}
      {readOnly && <Alert severity="info">{t('mark.archived')}</Alert>}
      <MarkList
        entries={entries}
        draft={draft}
        changed={changed}
        disabled={readOnly || save.isPending}
        label={t('mark.listLabel', { batch: saved.batch.name })}
        onStatus={onStatus}
        onNote={onNote}
      />
      <Paper
        elevation={6}
        role="region"
        aria-label={t('mark.saveBar')}
        sx={{
          position: 'sticky',
          bottom: { xs: 8, sm: 16 },
          zIndex: 2,
          p: { xs: 1, sm: 1.5 },
          borderRadius: 3,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
        }}
      >
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', flex: '1 1 200px' }} aria-live="polite">
          {STATUSES.map((s) => (
            <Chip
              key={s}
              size="small"
              label={`${t(`status.${s}`)}: ${counts[s]}`}
              sx={{ bgcolor: STATUS_COLOR[s], color: '#fff', fontWeight: 600 }}
            />
          ))}
          {unmarked > 0 && <Chip size="small" variant="outlined" label={t('mark.unmarked', { count: unmarked })} />}
        </Box>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon aria-hidden />}
          onClick={() => {
            setJustSaved(null);
            setDraft(markAllPresent);
          }}
          disabled={readOnly || unmarked === 0 || save.isPending}
          sx={{ minHeight: 48, flex: { xs: '1 1 40%', sm: '0 0 auto' } }}
        >
          {t('mark.allPresent')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SaveIcon aria-hidden />}
          onClick={onSave}
          disabled={readOnly || !body || save.isPending}
          sx={{ minHeight: 48, flex: { xs: '1 1 40%', sm: '0 0 auto' } }}
        >
          {save.isPending ? t('mark.saving') : body ? t('mark.save', { count: body.records.length }) : t('mark.nothingToSave')}
        </Button>
      </Paper>
      {save.isError && <Alert severity="error">{errorMessage(save.error, t('mark.saveFailed'))}</Alert>}
      {justSaved && (
        <Alert severity="success" role="status">
          {t('mark.saved', { created: justSaved.created, changed: justSaved.changed })}
        </Alert>
      )}
      {changed.size === 0 && entries.some((e) => e.status) && (
        <NotifyAbsent
          key={`${saved.batch.id}-${saved.date}-${saved.data.map((e) => e.updatedAt).join()}`}
          batchId={saved.batch.id}
          date={saved.date}
          absent={savedAbsent}
        />
      )}
      <ChangeHistory history={saved.history} />
    </Stack>
  );
}
