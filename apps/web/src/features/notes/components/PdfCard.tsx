import { useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PublicIcon from '@mui/icons-material/Public';
import { useTranslation } from 'react-i18next';
import type { PdfSummary } from '@pariksha/shared/schemas/notes';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { downloadPdf } from '../api.ts';
import { formatBytes, formatDate } from '../lib/text.ts';
import { SubjectChips } from './SubjectChips.tsx';
import { type Lang, pickText, shownLang } from '../../../lib/bilingual.ts';

/** One PDF: what it is, how big, and a download button that fetches it with the session. */
export function PdfCard({ pdf, lang, onDelete }: { pdf: PdfSummary; lang: Lang; onDelete?: () => void }) {
  const { t } = useTranslation('notes');
  const showSnackbar = useSnackbar((s) => s.show);
  const [downloading, setDownloading] = useState(false);
  const title = pickText(pdf.title, lang);
  const description = pickText(pdf.description, lang);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPdf(pdf, lang);
    } catch (err) {
      showSnackbar(errorMessage(err, t('pdfs.downloadError')), 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: '14px', display: 'flex' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 44,
              height: 44,
              borderRadius: '10px',
              bgcolor: '#fdecea',
              color: '#c62828',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <PictureAsPdfIcon />
          </Box>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography
              component="h2"
              variant="subtitle1"
              lang={shownLang(pdf.title, lang)}
              sx={{ fontWeight: 700, lineHeight: 1.45, overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {formatBytes(pdf.sizeBytes, lang)} · {formatDate(pdf.createdAt, lang)}
            </Typography>
          </Box>
        </Stack>
        <SubjectChips subject={pdf.subject} topic={pdf.topic} lang={lang} />
        {description && (
          <Typography
            variant="body2"
            color="text.secondary"
            lang={shownLang(pdf.description, lang)}
            sx={{ lineHeight: lang === 'hi' ? 1.75 : 1.6 }}
          >
            {description}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', color: 'text.secondary', minWidth: 0, flexGrow: 1 }}>
            {pdf.isPlatform && <PublicIcon fontSize="inherit" aria-hidden />}
            <Typography variant="caption" noWrap>
              {pdf.organizationName}
            </Typography>
          </Stack>
          {onDelete && (
            <Tooltip title={t('pdfs.delete')}>
              <IconButton aria-label={t('pdfs.deleteNamed', { title })} onClick={onDelete} color="error" size="small">
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Button
            variant="contained"
            size="small"
            onClick={() => void download()}
            disabled={downloading}
            startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
            aria-label={t('pdfs.downloadNamed', { title })}
          >
            {t('pdfs.download')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
