import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, InputAdornment, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { SuperAdminOnly } from '../../../components/SuperAdminOnly.tsx';
import { organizationsQuery } from '../components/manage/api.ts';
import { OrganizationList } from '../components/manage/OrganizationList.tsx';
import { OrganizationEditor } from '../components/manage/OrganizationEditor.tsx';
import { filterOrganizations } from '../components/manage/search.ts';

/** /organization/manage: every organisation, searchable; one opens for editing via ?org=<id>. */
export function OrganizationManagePage() {
  const { t } = useTranslation('organizations');
  return (
    <SuperAdminOnly body={t('superAdminOnly.manageBody')}>
      <ManageOrganizations />
    </SuperAdminOnly>
  );
}

function ManageOrganizations() {
  const { t } = useTranslation(['organizations', 'common']);
  const list = useQuery(organizationsQuery());
  const [query, setQuery] = useState('');
  // The open organisation lives in the URL, so the dashboard can link to it and Back closes it.
  const [params, setParams] = useSearchParams();
  const openId = params.get('org');
  const open = (id: string | null) => setParams(id ? { org: id } : {}, { replace: !id });
  const shown = list.data ? filterOrganizations(list.data, query) : [];
  const editing = list.data?.find((o) => o.id === openId);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {t('manage.title')}
          </Typography>
          <Typography color="text.secondary">{t('manage.subtitle')}</Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.organizationCreate}
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('manage.create')}
        </Button>
      </Stack>

      <TextField
        type="search"
        label={t('manage.search')}
        placeholder={t('manage.searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        sx={{ mb: 2, maxWidth: { sm: 420 } }}
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

      <QueryState
        query={list}
        loading={
          <Stack spacing={1} role="progressbar" aria-busy="true" aria-label={t('common:loading')}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={64} />
            ))}
          </Stack>
        }
      >
        {(items) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
              {query.trim()
                ? t('manage.matches', { count: shown.length, total: items.length })
                : t('manage.count', { count: items.length })}
            </Typography>
            {shown.length ? (
              <Paper
                variant="outlined"
                sx={{ p: { xs: 0, md: 1 }, border: { xs: 'none', md: undefined }, bgcolor: { xs: 'transparent', md: 'background.paper' } }}
              >
                <OrganizationList items={shown} onOpen={open} />
              </Paper>
            ) : (
              <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">
                  {query.trim() ? t('manage.noMatch', { query: query.trim() }) : t('manage.empty')}
                </Typography>
              </Paper>
            )}
          </>
        )}
      </QueryState>
      {openId && list.data && !editing && (
        <Alert severity="warning" sx={{ mt: 2 }} onClose={() => open(null)}>
          {t('manage.notFound')}
        </Alert>
      )}
      {editing && <OrganizationEditor key={editing.id} org={editing} onClose={() => open(null)} />}
    </Box>
  );
}
