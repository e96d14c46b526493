import type { ComponentProps } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Tab, Tabs } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';

type Props = ComponentProps<typeof PageFrame> & {
  /** The Notes / PDFs switch under the title (the list pages). */
  tabs?: boolean;
};

/** Both study pages' frame: the page frame with, on the list pages, the Notes | PDFs tabs. */
export function StudyFrame({ tabs, children, ...frame }: Props) {
  const { t } = useTranslation('notes');
  const { pathname } = useLocation();
  return (
    <PageFrame {...frame}>
      {tabs && (
        <Tabs
          value={pathname.startsWith(paths.pdfDownload) ? paths.pdfDownload : paths.notes}
          aria-label={t('tabs.label')}
          sx={{ mt: -1, mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            component={RouterLink}
            to={paths.notes}
            value={paths.notes}
            label={t('tabs.notes')}
            icon={<DescriptionIcon fontSize="small" />}
            iconPosition="start"
            sx={{ minHeight: 48 }}
          />
          <Tab
            component={RouterLink}
            to={paths.pdfDownload}
            value={paths.pdfDownload}
            label={t('tabs.pdfs')}
            icon={<PictureAsPdfIcon fontSize="small" />}
            iconPosition="start"
            sx={{ minHeight: 48 }}
          />
        </Tabs>
      )}
      {children}
    </PageFrame>
  );
}
