import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Button, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import type { PdfSummary } from '@pariksha/shared/schemas/notes';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useDeletePdf, usePdfs } from '../api.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { PdfCard } from '../components/PdfCard.tsx';
import { PdfUploadDialog } from '../components/PdfUploadDialog.tsx';
import { EmptyState, StudyFrame } from '../components/StudyFrame.tsx';
import { StudyFilters } from '../components/StudyFilters.tsx';
import {
  asLang,
  hasActiveFilters,
  pageCount,
  readFilters,
  updateFilters,
  writeFilters,
  type StudyFilters as Filters,
} from '../lib/filters.ts';
import { pick } from '../lib/text.ts';

/** /pdf-download: the PDFs the student may download; staff upload and delete their organisation's. */
export function PdfDownloadPage() {
  const { t, i18n } = useTranslation(['notes', 'common']);
  const lang = asLang(i18n.language);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = usePdfs(filters);
  const remove = useDeletePdf();
  const showSnackbar = useSnackbar((s) => s.show);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<PdfSummary | null>(null);

  const change = useCallback(
    (patch: Partial<Filters>) =>
      setParams((prev) => writeFilters(updateFilters(readFilters(prev), patch)), { replace: !('page' in patch) }),
    [setParams],
  );
  const clear = () => change({ subject: '', topic: '', search: '' });
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, list.data?.limit);
  const canUpload = list.data?.canUpload ?? false;
  const uploadButton = canUpload && (
    <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
      {t('pdfs.upload')}
    </Button>
  );

  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <StudyFrame title={t('pdfs.title')} subtitle={t('pdfs.intro')} tabs actions={uploadButton}>
      <StudyFilters value={filters} onChange={change} />
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && !list.data ? (
        <RetryAlert onRetry={() => void list.refetch()}>{errorMessage(list.error, t('pdfs.loadError'))}</RetryAlert>
      ) : total === 0 ? (
        hasActiveFilters(filters) ? (
          <EmptyState
            icon={<SearchOffIcon />}
            title={t('pdfs.noMatch')}
            body={t('notes.noMatchBody')}
            action={
              <Button variant="outlined" onClick={clear}>
                {t('filters.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<PictureAsPdfIcon />}
            title={t('pdfs.empty')}
            body={canUpload ? t('pdfs.emptyStaff') : t('pdfs.emptyBody')}
            action={uploadButton}
          />
        )
      ) : (
        <>
          {list.isError && <RetryAlert onRetry={() => void list.refetch()}>{errorMessage(list.error, t('pdfs.loadError'))}</RetryAlert>}
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }}>
            {t('pdfs.count', { count: total })}
          </Typography>
          <Grid
            container
            spacing={2}
            sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}
            aria-busy={list.isPlaceholderData}
          >
            {list.data!.data.map((pdf) => (
              <Grid key={pdf.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <PdfCard pdf={pdf} lang={lang} onDelete={pdf.canDelete ? () => setDeleting(pdf) : undefined} />
              </Grid>
            ))}
          </Grid>
          {pages > 1 && (
            <Box component="nav" aria-label={t('pdfs.pagination')} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={pages}
                page={Math.min(filters.page, pages)}
                onChange={(_, page) => change({ page })}
                color="primary"
                siblingCount={0}
              />
            </Box>
          )}
        </>
      )}
      {list.data && <PdfUploadDialog open={uploading} maxBytes={list.data.maxBytes} onClose={() => setUploading(false)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('pdfs.deleteTitle')}
        body={deleting ? t('pdfs.deleteBody', { title: pick(deleting.title, lang) }) : ''}
        confirmLabel={t('pdfs.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('errors.generic')) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showSnackbar(t('pdfs.deleted'));
              closeDelete();
            },
          })
        }
        onClose={closeDelete}
      />
    </StudyFrame>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack aria-busy="true" aria-label={t('loading')}>
      <Skeleton width={120} sx={{ mb: 1.5 }} />
      <Grid container spacing={2}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={200} sx={{ borderRadius: '14px' }} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
