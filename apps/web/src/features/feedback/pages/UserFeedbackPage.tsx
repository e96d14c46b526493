import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Container,
  IconButton,
  InputAdornment,
  MenuItem,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import InboxIcon from '@mui/icons-material/Inbox';
import { useTranslation } from 'react-i18next';
import type { FormType } from '@pariksha/shared/schemas/feedback';
import { paths } from '../../../app/paths.ts';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/session.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useFeedbackList, useSetHandled } from '../api.ts';
import { FeedbackCard } from '../components/FeedbackCard.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';

type Status = 'all' | 'open' | 'handled';
const PAGE_SIZES = [10, 20, 50];

/**
 * /user-feedback is a public route, but its data is superAdmin-only. Anyone else gets an
 * explanation and no request at all: a 403 from the API would sign them out.
 */
export function UserFeedbackPage() {
  const { isSuperAdmin } = useAuth();
  return isSuperAdmin ? <FeedbackInbox /> : <Restricted />;
}

function Restricted() {
  const { t } = useTranslation('feedback');
  const { isSignedIn } = useAuth();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, px: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 460, textAlign: 'center', borderRadius: '16px' }}>
        <LockIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography component="h1" variant="h5" sx={{ mt: 1, fontWeight: 700 }}>
          {t('admin.restrictedTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {isSignedIn ? t('admin.restrictedBody') : t('admin.signInBody')}
        </Typography>
        {!isSignedIn && (
          <Button variant="contained" component={RouterLink} to={paths.signIn}>
            {t('admin.login')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}

function FeedbackInbox() {
  const { t } = useTranslation(['feedback', 'common']);
  const show = useSnackbar((s) => s.show);
  const [formType, setFormType] = useState<FormType | 'all'>('all');
  const [status, setStatus] = useState<Status>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const q = useDebounced(search.trim(), 400);

  const filters = {
    formType: formType === 'all' ? undefined : formType,
    handled: status === 'all' ? undefined : status === 'handled' ? ('true' as const) : ('false' as const),
    q: q || undefined,
    page,
    limit,
  };
  const list = useFeedbackList(filters, true);
  const setHandled = useSetHandled();
  const filtered = formType !== 'all' || status !== 'all' || !!q;

  // Any filter change starts again from the first page.
  const filterBy =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const toggle = (id: string, handled: boolean) =>
    setHandled.mutate(
      { id, handled },
      {
        onSuccess: () => show(handled ? t('admin.markedHandled') : t('admin.markedOpen')),
        onError: (err) => show(errorMessage(err, t('common:errors.generic')), 'error'),
      },
    );

  // Marking the last message of the last page handled (under a status filter) can empty that page.
  const emptyPage = !!list.data && list.data.data.length === 0 && page > 1;
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / limit));
  useEffect(() => {
    if (emptyPage) setPage(lastPage);
  }, [emptyPage, lastPage]);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
        {t('admin.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('admin.intro')}
      </Typography>

      <Paper variant="outlined" role="search" aria-label={t('admin.filters')} sx={{ p: 2, borderRadius: '14px', mb: 2.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('admin.type')}
            value={formType}
            onChange={(e) => filterBy(setFormType)(e.target.value as FormType | 'all')}
            sx={{ minWidth: 170 }}
            fullWidth={false}
          >
            <MenuItem value="all">{t('admin.typeAll')}</MenuItem>
            <MenuItem value="contact-us">{t('admin.typeContact')}</MenuItem>
            <MenuItem value="feedback">{t('admin.typeFeedback')}</MenuItem>
          </TextField>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={status}
            onChange={(_, v: Status | null) => v && filterBy(setStatus)(v)}
            aria-label={t('admin.status')}
          >
            <ToggleButton value="all">{t('admin.statusAll')}</ToggleButton>
            <ToggleButton value="open">{t('admin.statusOpen')}</ToggleButton>
            <ToggleButton value="handled">{t('admin.statusHandled')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            size="small"
            label={t('admin.search')}
            value={search}
            onChange={(e) => filterBy(setSearch)(e.target.value)}
            sx={{ flexGrow: 1 }}
            slotProps={{
              htmlInput: { maxLength: 100 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
                endAdornment: search ? (
                  <InputAdornment position="end">
                    <IconButton size="small" aria-label={t('admin.clearSearch')} onClick={() => filterBy(setSearch)('')}>
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
        </Stack>
      </Paper>

      {list.isPending ? (
        <Stack sx={{ gap: 2 }} aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={170} sx={{ borderRadius: '14px' }} />
          ))}
        </Stack>
      ) : list.isError ? (
        <RetryAlert onRetry={() => void list.refetch()}>
          {t('admin.loadError')} {errorMessage(list.error, '')}
        </RetryAlert>
      ) : total === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderRadius: '16px' }}>
          <InboxIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
            {filtered ? t('admin.noMatch') : t('admin.empty')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {filtered ? t('admin.noMatchBody') : t('admin.emptyBody')}
          </Typography>
        </Paper>
      ) : (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" role="status">
              {t('admin.showing', { from, to, total })}
            </Typography>
            <TextField
              select
              size="small"
              label={t('admin.perPage')}
              value={limit}
              onChange={(e) => filterBy(setLimit)(Number(e.target.value))}
              fullWidth={false}
              sx={{ width: 110 }}
            >
              {PAGE_SIZES.map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack sx={{ gap: 2, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
            {list.data.data.map((item) => (
              <FeedbackCard
                key={item.id}
                item={item}
                busy={setHandled.isPending && setHandled.variables?.id === item.id}
                onToggle={(handled) => toggle(item.id, handled)}
              />
            ))}
          </Stack>
          {pages > 1 && (
            <Box component="nav" aria-label={t('admin.pagination')} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} color="primary" siblingCount={0} />
            </Box>
          )}
        </>
      )}
    </Container>
  );
}
