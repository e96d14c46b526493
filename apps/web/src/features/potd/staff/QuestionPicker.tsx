import { useDeferredValue, useState } from 'react';
import {
  Button,
  Chip,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import type { Difficulty } from '@pariksha/shared/schemas/question-bank';
import type { PickerQuestion } from '@pariksha/shared/schemas/potd';
import { topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { MathText } from '../../../components/MathText.tsx';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { usePicker } from '../api.ts';
import { formatDay } from '../lib/dates.ts';
import { DifficultyChip } from '../components/DifficultyChip.tsx';
import { TopicFields } from './TopicFields.tsx';

const LIMIT = 10;
const pickText = (b: { hi?: string; en?: string }, lang: string) => (lang === 'hi' ? b.hi || b.en : b.en || b.hi) ?? '';

type Props = { dateLabel: string; disabled: boolean; onPick: (questionId: string) => void; pending: boolean };

/** The organisation's bank and the platform's, filtered by subject, topic, difficulty and words. */
export function QuestionPicker({ dateLabel, disabled, onPick, pending }: Props) {
  const { t } = useTranslation('potd');
  const [subject, setSubject] = useState('');
  const [topic, setTopic] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search.trim());
  const picker = usePicker(
    {
      subject: subject || undefined,
      topic: topic || undefined,
      difficulty: difficulty || undefined,
      search: deferredSearch || undefined,
      page,
      limit: LIMIT,
    },
    true,
  );
  const pages = picker.data ? Math.max(1, Math.ceil(picker.data.total / LIMIT)) : 1;
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5 }}>
        <TopicFields
          idPrefix="potd-filter"
          allowAny
          subject={subject}
          topic={topic}
          onSubject={reset(setSubject)}
          onTopic={reset(setTopic)}
        />
        <TextField
          select
          size="small"
          label={t('staff.difficulty')}
          value={difficulty}
          onChange={(e) => reset(setDifficulty)(e.target.value as Difficulty | '')}
          sx={{ minWidth: 140, flex: 1 }}
        >
          <MenuItem value="">{t('staff.any')}</MenuItem>
          {(['easy', 'medium', 'hard'] as const).map((d) => (
            <MenuItem key={d} value={d}>
              {t(`difficulty.${d}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        size="small"
        label={t('staff.search')}
        value={search}
        onChange={(e) => reset(setSearch)(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 100 },
        }}
      />
      {picker.isPending ? (
        <Stack sx={{ gap: 1 }} role="progressbar" aria-busy="true" aria-label={t('staff.fromBank')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : picker.isError ? (
        <RetryAlert onRetry={() => void picker.refetch()}>{t('staff.bankError')}</RetryAlert>
      ) : picker.data.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {t('staff.bankEmpty')}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: '12px', overflow: 'hidden' }}>
          <List disablePadding aria-label={t('staff.fromBank')}>
            {picker.data.data.map((q, i) => (
              <PickerRow
                key={q.id}
                q={q}
                divider={i < picker.data.data.length - 1}
                dateLabel={dateLabel}
                disabled={disabled || pending}
                onPick={onPick}
              />
            ))}
          </List>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('staff.page', { page, pages })}
            </Typography>
            <IconButton aria-label={t('staff.previousPage')} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={t('staff.nextPage')} disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              <ChevronRightIcon />
            </IconButton>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function PickerRow({
  q,
  divider,
  dateLabel,
  disabled,
  onPick,
}: {
  q: PickerQuestion;
  divider: boolean;
  dateLabel: string;
  disabled: boolean;
  onPick: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('potd');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const correct = q.options.filter((o) => q.correctOptionIds.includes(o.id)).map((o) => pickText(o, lang));
  return (
    <ListItem divider={divider} sx={{ display: 'block', py: 1.25 }}>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mb: 0.5, alignItems: 'center' }}>
        <DifficultyChip difficulty={q.difficulty} />
        <Chip size="small" variant="outlined" label={topicLabel(q.subject, q.topic, lang)} />
        <Chip
          size="small"
          variant="outlined"
          color={q.isPlatform ? 'default' : 'primary'}
          label={q.isPlatform ? t('staff.platform') : t('staff.own')}
        />
        <Typography variant="caption" color="text.secondary">
          {q.lastScheduled
            ? t('staff.lastScheduled', {
                date: formatDay(q.lastScheduled, i18n.language, { day: 'numeric', month: 'short', year: 'numeric' }),
              })
            : t('staff.neverScheduled')}
        </Typography>
      </Stack>
      <MathText text={pickText(q.text, lang)} component="div" sx={{ fontWeight: 600 }} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, mt: 0.75, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="success.dark" sx={{ overflowWrap: 'anywhere' }}>
          {t('correctAnswer')}: <MathText text={correct.join(', ')} />
        </Typography>
        <Button variant="outlined" size="small" disabled={disabled} onClick={() => onPick(q.id)} sx={{ flexShrink: 0 }}>
          {t('staff.scheduleFor', { date: dateLabel })}
        </Button>
      </Stack>
    </ListItem>
  );
}
