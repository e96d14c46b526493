import { useState } from 'react';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import { errorMessage } from '../../../../lib/api.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import { OrganizationForm, organizationToForm } from './OrganizationForm.tsx';
import { LogoPanel } from './LogoPanel.tsx';
import { AdminsPanel } from './AdminsPanel.tsx';
import { InviteCode } from './InviteCode.tsx';
import { formatDate } from './format.ts';
import { useOrganizationMutations } from './use-organization-mutations.ts';

const TABS = ['details', 'logo', 'admins'] as const;
type TabKey = (typeof TABS)[number];

/** One organisation's details, logo and admins, in a dialog (full screen on a phone). */
export function OrganizationEditor({ org, onClose }: { org: OrganizationDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation(['organizations', 'common']);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [tab, setTab] = useState<TabKey>('details');
  const show = useSnackbar((s) => s.show);
  const mutations = useOrganizationMutations(org.id);
  const { update } = mutations;
  // The form keeps what was typed; it starts from the organisation as it was when opened.
  const [defaults] = useState(() => organizationToForm(org));

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="organization-editor-title">
      <DialogTitle id="organization-editor-title" sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {org.name}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {t('list.memberCount', { count: org.memberCount })} · {t('editor.createdOn', { date: formatDate(org.createdAt, i18n.language) })}
        </Typography>
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t('common:close')} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <Box sx={{ px: 3, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('list.inviteCode')}:
        </Typography>
        <InviteCode code={org.inviteCode} />
      </Box>
      <Tabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`editor.tabs.${key}`)} id={`org-tab-${key}`} aria-controls={`org-tabpanel-${key}`} />
        ))}
      </Tabs>
      {/* All panels stay mounted (inactive ones hidden) so typed details survive a look at the logo tab. */}
      <DialogContent sx={{ pt: 3 }}>
        <Box role="tabpanel" id="org-tabpanel-details" aria-labelledby="org-tab-details" hidden={tab !== 'details'}>
          <OrganizationForm
            mode="edit"
            headingLevel="h3"
            defaultValues={defaults}
            submitLabel={t('common:save')}
            submitting={update.isPending}
            error={update.isError ? errorMessage(update.error, t('common:errors.generic')) : null}
            // The logo has its own panel; leaving it out keeps the stored one.
            onSubmit={({ logoUrl: _logo, ...values }) => update.mutate(values, { onSuccess: () => show(t('editor.saved')) })}
            onCancel={onClose}
          />
        </Box>
        <Box role="tabpanel" id="org-tabpanel-logo" aria-labelledby="org-tab-logo" hidden={tab !== 'logo'}>
          <LogoPanel org={org} mutations={mutations} />
        </Box>
        <Box role="tabpanel" id="org-tabpanel-admins" aria-labelledby="org-tab-admins" hidden={tab !== 'admins'}>
          <AdminsPanel org={org} mutations={mutations} />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
