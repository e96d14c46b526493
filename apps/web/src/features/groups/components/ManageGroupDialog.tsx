import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Skeleton,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/session.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useArchiveGroup, useGroup } from '../api.ts';
import { GroupSettingsForm } from './GroupSettingsForm.tsx';
import { MembersSection } from './MembersSection.tsx';

type Props = { groupId: string | null; onClose: () => void };

/** One group's management: settings, members and co-moderators, and (staff) archiving. Full screen on phones. */
export function ManageGroupDialog({ groupId, onClose }: Props) {
  const { t } = useTranslation('groups');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { claims, isStaff } = useAuth();
  const group = useGroup(groupId);
  const archive = useArchiveGroup(groupId ?? '');
  const [confirming, setConfirming] = useState(false);
  const data = group.data;

  return (
    <Dialog open={groupId !== null} onClose={onClose} fullWidth fullScreen={phone} maxWidth="md" aria-labelledby="manage-group-title">
      <DialogTitle id="manage-group-title" sx={{ overflowWrap: 'anywhere' }}>
        {data ? data.name : t('manage.title')}
      </DialogTitle>
      <DialogContent dividers>
        {group.isPending ? (
          <Stack spacing={2} aria-busy="true" aria-label={t('common:loading')}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={200} />
          </Stack>
        ) : group.isError && !data ? (
          <RetryAlert onRetry={() => void group.refetch()}>{errorMessage(group.error, t('manage.loadError'))}</RetryAlert>
        ) : data ? (
          <Stack spacing={3}>
            {data.archived && <Alert severity="info">{t('manage.archivedNotice')}</Alert>}
            <GroupSettingsForm group={data} staff={isStaff} />
            <Divider />
            <MembersSection group={data} staff={isStaff} myId={claims?.sub ?? null} />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {data?.canArchive ? (
          <Button
            color="error"
            startIcon={<ArchiveOutlinedIcon aria-hidden />}
            onClick={() => {
              archive.reset();
              setConfirming(true);
            }}
          >
            {t('manage.archive')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onClose} variant="outlined">
          {t('manage.close')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('manage.archiveTitle')}
        body={t('manage.archiveBody')}
        confirmLabel={t('manage.archive')}
        busy={archive.isPending}
        error={archive.isError ? errorMessage(archive.error, t('common:errors.generic')) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          archive.mutate(undefined, {
            onSuccess: () => {
              useSnackbar.getState().show(t('manage.archivedDone'));
              setConfirming(false);
            },
          })
        }
      />
    </Dialog>
  );
}
