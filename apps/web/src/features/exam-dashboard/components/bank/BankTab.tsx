import { useCallback, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { Box, Button, LinearProgress, Pagination, Paper, Skeleton, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { BankQuestion } from '@pariksha/shared/schemas/question-bank';
import { MathText } from '../../../../components/MathText.tsx';
import { QueryState } from '../../../../components/QueryState.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { useBankList, useDeleteQuestion } from '../../api/bank.ts';
import { filtersFromParams, filtersToParams, toBankQuery, type BankFilterValues } from '../../lib/bank-filters.ts';
import { dashboardLinks } from '../../lib/links.ts';
import { useLang } from '../../lib/use-lang.ts';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { EmptyState } from '../common/EmptyState.tsx';
import { Panel } from '../common/Panel.tsx';
import { BankFilters } from './BankFilters.tsx';
import { QuestionMeta } from './QuestionMeta.tsx';
import { pickText } from '../../../../lib/bilingual.ts';

const PAGE_SIZE = 20;

/** The organisation's question bank: filters in the URL (so Back from the editor keeps them), pages of 20. */
export function BankTab() {
  const { t } = useTranslation('examDashboard');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useBankList({ ...toBankQuery(filters), page, limit: PAGE_SIZE });
  const [deleting, setDeleting] = useState<BankQuestion | null>(null);
  const filtered = Object.values(filters).some(Boolean);

  const onFilters = useCallback((next: BankFilterValues) => setParams(filtersToParams(next, 1), { replace: true }), [setParams]);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <Panel
      title={t('bank.title')}
      hint={list.data ? t('bank.total', { count: list.data.total }) : t('bank.hint')}
      actions={
        <>
          <Button variant="outlined" component={RouterLink} to={dashboardLinks.import}>
            {t('tabs.import')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={dashboardLinks.newQuestion}>
            {t('bank.new')}
          </Button>
        </>
      }
      id="bank"
    >
      <Stack spacing={2}>
        <BankFilters value={filters} onChange={onFilters} />
        <Box sx={{ minHeight: 4 }}>{list.isFetching && !list.isPending && <LinearProgress aria-label={t('loading')} />}</Box>
        <QueryState query={list} loading={<BankSkeleton />} errorFallback={t('bank.loadError')}>
          {(data) =>
            data.data.length === 0 ? (
              <EmptyState
                title={filtered ? t('bank.noMatch') : t('bank.empty')}
                hint={filtered ? t('bank.noMatchHint') : t('bank.emptyHint')}
                action={
                  filtered ? (
                    <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>{t('filters.clear')}</Button>
                  ) : undefined
                }
              />
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('bank.listLabel')}>
                {data.data.map((q, i) => (
                  <BankRow key={q.id} question={q} number={(page - 1) * PAGE_SIZE + i + 1} onDelete={() => setDeleting(q)} />
                ))}
              </Stack>
            )
          }
        </QueryState>
        {pages > 1 && (
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_, p) => setParams(filtersToParams(filters, p))}
            sx={{ alignSelf: 'center' }}
            siblingCount={1}
            getItemAriaLabel={(type, p) => t(`pagination.${type}`, { page: p })}
          />
        )}
      </Stack>
      <DeleteQuestion question={deleting} onClose={() => setDeleting(null)} />
    </Panel>
  );
}

function BankRow({ question, number, onDelete }: { question: BankQuestion; number: number; onDelete: () => void }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const location = useLocation();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={t('bank.rowLabel', { n: number })}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <MathText
            text={pickText(question.text, lang)}
            component="div"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          />
          <QuestionMeta question={question} />
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0, alignItems: 'flex-start' }}>
          <Button
            size="small"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={dashboardLinks.question(question.id)}
            state={{ back: `${location.pathname}${location.search}` }}
            aria-label={t('bank.editN', { n: number })}
          >
            {t('bank.edit')}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} aria-label={t('bank.deleteN', { n: number })}>
            {t('bank.delete')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Deleting a question used in a section is refused (409): the server's reason stays in the dialog. */
function DeleteQuestion({ question, onClose }: { question: BankQuestion | null; onClose: () => void }) {
  const { t } = useTranslation('examDashboard');
  const lang = useLang();
  const remove = useDeleteQuestion();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={!!question}
      title={t('bank.deleteTitle')}
      body={question ? t('bank.deleteBody', { text: pickText(question.text, lang).slice(0, 120) }) : ''}
      confirmLabel={t('bank.delete')}
      busy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, t('errors.generic')) : null}
      onClose={close}
      onConfirm={() =>
        question &&
        remove.mutate(question.id, {
          onSuccess: () => {
            useSnackbar.getState().show(t('bank.deleted'));
            close();
          },
        })
      }
    />
  );
}

function BankSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={88} />
      ))}
    </Stack>
  );
}
