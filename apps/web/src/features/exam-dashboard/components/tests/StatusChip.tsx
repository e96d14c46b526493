import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function StatusChip({ isPublished }: { isPublished: boolean }) {
  const { t } = useTranslation('examDashboard');
  return <Chip size="small" color={isPublished ? 'success' : 'default'} label={isPublished ? t('status.published') : t('status.draft')} />;
}
