import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState.tsx';
import { digestQuery } from './api.ts';
import { monthName } from './format.ts';

type Props = { organizationId: string; studentId: string; month: string; open: boolean; onClose: () => void };

/** The monthly guardian digest of one student, exactly as it is (or was) sent, in either language. */
export function DigestPreviewDialog({ organizationId, studentId, month, open, onClose }: Props) {
  const { t, i18n } = useTranslation('institute');
  const [lang, setLang] = useState<'hi' | 'en'>('hi');
  const query = useQuery({ ...digestQuery(organizationId, studentId, month, lang), enabled: open });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="digest-title">
      <DialogTitle id="digest-title">{t('digestPreview.title', { month: monthName(month, i18n.language) })}</DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={lang}
          onChange={(_e, v: 'hi' | 'en' | null) => v && setLang(v)}
          aria-label={t('digestPreview.language')}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="hi">हिंदी</ToggleButton>
          <ToggleButton value="en">English</ToggleButton>
        </ToggleButtonGroup>
        <QueryState query={query} loading={<Skeleton variant="rounded" height={200} />}>
          {(d) => (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('digestPreview.to', {
                  to: [d.email, d.mobile].filter(Boolean).join(', ') || t('digestPreview.noContact'),
                })}
              </Typography>
              {d.sentAt && (
                <Alert severity="info" sx={{ my: 1 }}>
                  {t('digestPreview.sentAt', { date: new Date(d.sentAt).toLocaleString(i18n.language === 'en' ? 'en-IN' : 'hi-IN') })}
                </Alert>
              )}
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
                {d.subject}
              </Typography>
              <Box
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
              >
                {d.text}
              </Box>
              <Typography variant="subtitle2" sx={{ mt: 2 }}>
                {t('digestPreview.sms')}
              </Typography>
              <Typography variant="body2">{d.sms}</Typography>
            </>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('digestPreview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
