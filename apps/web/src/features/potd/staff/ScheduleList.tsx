import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { addDays } from '@pariksha/shared/streak';
import type { ScheduleEntry, ScheduleList as Schedule } from '@pariksha/shared/schemas/potd';
import { topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { MathText } from '../../../components/MathText.tsx';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useSchedule, useUnscheduleDay } from '../api.ts';
import { formatDay, formatShortDay } from '../lib/dates.ts';
import { SolversDialog } from './SolversDialog.tsx';

/** Two weeks ahead at first; the rest of the month on request. */
const FIRST_DAYS = 14;
const pickText = (b: { hi?: string; en?: string }, lang: string) => (lang === 'hi' ? b.hi || b.en : b.en || b.hi) ?? '';

type Props = { isDefaultOrg: boolean; onPickDay: (date: string) => void };

/** The organisation's days from a week back to a month ahead: what is scheduled, and who solved. */
export function ScheduleList({ isDefaultOrg, onPickDay }: Props) {
  const { t } = useTranslation('potd');
  const schedule = useSchedule(true);
  const [solversOf, setSolversOf] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);

  if (schedule.isPending) {
    return (
      <Stack sx={{ gap: 1 }} role="progressbar" aria-busy="true" aria-label={t('staff.upcoming')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  }
  if (schedule.isError) return <RetryAlert onRetry={() => void schedule.refetch()}>{t('staff.scheduleError')}</RetryAlert>;
  const data = schedule.data;
  const byDate = new Map(data.data.map((e) => [e.date, e]));
  const days: string[] = [];
  for (let d = data.from; d <= data.to; d = addDays(d, 1)) days.push(d);
  const upcoming = days.filter((d) => d >= data.today);
  const past = days.filter((d) => d < data.today).reverse();

  const group = (title: string, list: string[], more?: ReactNode) => (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ borderRadius: '14px', overflow: 'hidden' }}>
        <List disablePadding aria-label={title}>
          {list.map((d, i) => (
            <DayRow
              key={d}
              date={d}
              data={data}
              entry={byDate.get(d)}
              divider={i < list.length - 1}
              isDefaultOrg={isDefaultOrg}
              onSolvers={() => setSolversOf(d)}
              onRemove={() => setRemoving(d)}
              onPickDay={onPickDay}
            />
          ))}
        </List>
        {more}
      </Paper>
    </Box>
  );

  return (
    <Stack sx={{ gap: 2.5 }}>
      {group(
        t('staff.future'),
        showAll ? upcoming : upcoming.slice(0, FIRST_DAYS),
        upcoming.length > FIRST_DAYS && (
          <Box sx={{ p: 1, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
            <Button onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
              {showAll ? t('staff.showFewer') : t('staff.showAll', { count: upcoming.length })}
            </Button>
          </Box>
        ),
      )}
      {past.length > 0 && group(t('staff.past'), past)}
      <SolversDialog date={solversOf} timeZone={data.timeZone} onClose={() => setSolversOf(null)} />
      <RemoveDialog date={removing} isDefaultOrg={isDefaultOrg} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

type RowProps = {
  date: string;
  data: Schedule;
  entry: ScheduleEntry | undefined;
  divider: boolean;
  isDefaultOrg: boolean;
  onSolvers: () => void;
  onRemove: () => void;
  onPickDay: (date: string) => void;
};

function DayRow({ date, data, entry, divider, isDefaultOrg, onSolvers, onRemove, onPickDay }: RowProps) {
  const { t, i18n } = useTranslation('potd');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const solved = data.solvedCounts[date] ?? 0;
  const isToday = date === data.today;
  const changeable = date >= data.today && solved === 0;
  return (
    <ListItem
      divider={divider}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: 1.5, py: 1.25 }}
    >
      <Box sx={{ width: { sm: 130 }, flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{formatShortDay(date, i18n.language)}</Typography>
        {isToday && <Chip size="small" color="primary" label={t('staff.today')} sx={{ mt: 0.25 }} />}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {entry ? (
          <>
            <MathText
              text={pickText(entry.question.text, lang)}
              component="div"
              sx={{ fontWeight: 600, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            />
            <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mt: 0.5, alignItems: 'center' }}>
              <Chip size="small" variant="outlined" label={topicLabel(entry.question.subject, entry.question.topic, lang)} />
              {entry.question.isPlatform && <Chip size="small" variant="outlined" label={t('staff.platform')} />}
              <Typography variant="caption" color="text.secondary">
                {entry.createdByName ? t('staff.createdBy', { name: entry.createdByName }) : t('staff.autoPicked')}
              </Typography>
            </Stack>
          </>
        ) : (
          <>
            <Typography sx={{ fontWeight: 600, color: 'text.secondary' }}>{t('staff.notScheduled')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {isDefaultOrg ? t('staff.fallbackAuto') : t('staff.fallbackPlatform')}
            </Typography>
          </>
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0, justifyContent: { sm: 'flex-end' } }}>
        {date <= data.today && (
          <Button
            size="small"
            variant="outlined"
            onClick={onSolvers}
            aria-label={`${t('staff.whoSolved')}: ${formatDay(date, i18n.language)}`}
          >
            {t('staff.solvedBy', { count: solved })}
          </Button>
        )}
        {changeable && (
          <Button
            size="small"
            onClick={() => onPickDay(date)}
            aria-label={`${entry ? t('staff.change') : t('staff.scheduleThisDay')}: ${formatDay(date, i18n.language)}`}
          >
            {entry ? t('staff.change') : t('staff.scheduleThisDay')}
          </Button>
        )}
        {changeable && entry && (
          <Button size="small" color="error" onClick={onRemove} aria-label={`${t('staff.remove')}: ${formatDay(date, i18n.language)}`}>
            {t('staff.remove')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}

function RemoveDialog({ date, isDefaultOrg, onClose }: { date: string | null; isDefaultOrg: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('potd');
  const remove = useUnscheduleDay();
  const show = useSnackbar((s) => s.show);
  const label = date ? formatDay(date, i18n.language) : '';
  const confirm = async () => {
    if (!date) return;
    try {
      await remove.mutateAsync(date);
      show(t('staff.removed', { date: label }), 'success');
      onClose();
    } catch (err) {
      show(errorMessage(err, t('staff.removeFailed')), 'error');
    }
  };
  return (
    <Dialog open={!!date} onClose={onClose} aria-labelledby="potd-remove-title">
      <DialogTitle id="potd-remove-title">{t('staff.removeTitle', { date: label })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{isDefaultOrg ? t('staff.removeBodyDefault') : t('staff.removeBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={remove.isPending}>
          {t('staff.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
