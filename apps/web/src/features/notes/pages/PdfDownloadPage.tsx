import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import type { PdfSummary } from '@pariksha/shared/schemas/notes';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useDeletePdf, usePdfs } from '../api.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PdfCard } from '../components/PdfCard.tsx';
import { PdfUploadDialog } from '../components/PdfUploadDialog.tsx';
import { EmptyState } from '../../../components/PageFrame.tsx';
import { StudyFrame } from '../components/StudyFrame.tsx';
import { StudyFilters } from '../components/StudyFilters.tsx';
import { hasActiveFilters, pageCount, readFilters, updateFilters, writeFilters, type StudyFilters as Filters } from '../lib/filters.ts';
import { CardGrid, CardGridSkeleton, ListPagination } from '../../../components/CardList.tsx';
import { asLang, pickText } from '../../../lib/bilingual.ts';

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
        <CardGridSkeleton height={200} />
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
          <CardGrid
            items={list.data!.data}
            stale={list.isPlaceholderData}
            render={(pdf) => <PdfCard pdf={pdf} lang={lang} onDelete={pdf.canDelete ? () => setDeleting(pdf) : undefined} />}
          />
          <ListPagination label={t('pdfs.pagination')} pages={pages} page={filters.page} onChange={(page) => change({ page })} />
        </>
      )}
      {list.data && <PdfUploadDialog open={uploading} maxBytes={list.data.maxBytes} onClose={() => setUploading(false)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('pdfs.deleteTitle')}
        body={deleting ? t('pdfs.deleteBody', { title: pickText(deleting.title, lang) }) : ''}
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
