import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  Pagination,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../../../components/MathText.tsx';
import { RetryAlert } from '../../../../components/QueryState.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useBankList } from '../../api/bank.ts';
import { EMPTY_FILTERS, toBankQuery, type BankFilterValues } from '../../lib/bank-filters.ts';
import { useLang } from '../../lib/use-lang.ts';
import { BankFilters } from '../bank/BankFilters.tsx';
import { QuestionMeta } from '../bank/QuestionMeta.tsx';
import { pickText } from '../../../../lib/bilingual.ts';

const PAGE_SIZE = 20;

type Props = {
  open: boolean;
  /** Already in the section: shown ticked and not selectable again. */
  attached: readonly string[];
  /** The section's planned count: adding past it needs the explicit "change plan" action. */
  planned: number;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onAdd: (ids: string[]) => void;
  /** Raise the plan to fit the selection, then add it (the server refuses more than planned). */
  onAddWithPlan: (ids: string[]) => void;
};

/** Picks bank questions for a section with the bank's own filters; selections survive paging. */
export function QuestionPicker({ open, attached, planned, busy, error, onClose, onAdd, onAddWithPlan }: Props) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [filters, setFilters] = useState<BankFilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<string[]>([]);
  const list = useBankList({ ...toBankQuery(filters), page, limit: PAGE_SIZE }, open);
  const inSection = useMemo(() => new Set(attached), [attached]);

  useEffect(() => {
    if (open) setPicked([]);
  }, [open]);

  const onFilters = useCallback((next: BankFilterValues) => {
    setFilters(next);
    setPage(1);
  }, []);
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  const wanted = Math.max(0, planned - attached.length);
  const overPlan = Math.max(0, picked.length - wanted);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="picker-title">
      <DialogTitle id="picker-title">{t('picker.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {wanted > 0 ? t('picker.wanted', { count: wanted }) : t('picker.full')}
          </Typography>
          <BankFilters value={filters} onChange={onFilters} />
          {error && <Alert severity="error">{error}</Alert>}
          {overPlan > 0 && (
            <Alert severity="warning" role="status">
              {t('picker.overPlan', { count: overPlan, planned })}
            </Alert>
          )}
          {list.isError && <RetryAlert onRetry={() => void list.refetch()}>{errorMessage(list.error, t('bank.loadError'))}</RetryAlert>}
          <Box sx={{ minHeight: 4 }}>{list.isFetching && <LinearProgress aria-label={t('loading')} />}</Box>
          {list.data && list.data.data.length === 0 && (
            <Typography color="text.secondary" role="status">
              {t('picker.none')}
            </Typography>
          )}
          {list.data && list.data.data.length > 0 && (
            <List dense aria-label={t('picker.results', { count: list.data.total })}>
              {list.data.data.map((q) => {
                const already = inSection.has(q.id);
                const checked = already || picked.includes(q.id);
                const text = pickText(q.text, lang);
                const labelId = `pick-${q.id}`;
                return (
                  <ListItem key={q.id} disablePadding divider>
                    <ListItemButton onClick={() => !already && toggle(q.id)} disabled={already} sx={{ alignItems: 'flex-start' }}>
                      <ListItemIcon sx={{ minWidth: 40 }}>
                        <Checkbox
                          edge="start"
                          checked={checked}
                          tabIndex={-1}
                          disableRipple
                          slotProps={{ input: { 'aria-labelledby': labelId } }}
                        />
                      </ListItemIcon>
                      <Box sx={{ minWidth: 0 }}>
                        <MathText
                          text={text}
                          component="div"
                          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                        />
                        <span id={labelId} hidden>
                          {already ? t('picker.alreadyLabel', { text }) : t('picker.selectLabel', { text })}
                        </span>
                        <QuestionMeta question={q} dense />
                      </Box>
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_, p) => setPage(p)}
              size="small"
              siblingCount={phone ? 0 : 1}
              sx={{ alignSelf: 'center' }}
              getItemAriaLabel={(type, p) => t(`pagination.${type}`, { page: p })}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" sx={{ mr: 'auto', pl: 1 }} role="status">
          {t('picker.selected', { count: picked.length })}
        </Typography>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        {overPlan > 0 ? (
          <Button variant="contained" disabled={busy} onClick={() => onAddWithPlan(picked)}>
            {t('picker.changePlan', { count: attached.length + picked.length })}
          </Button>
        ) : (
          <Button variant="contained" disabled={busy || picked.length === 0} onClick={() => onAdd(picked)}>
            {picked.length ? t('picker.add', { count: picked.length }) : t('picker.addNone')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
