import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { paths } from '../../../app/paths.ts';
import { SuperAdminOnly } from '../../../components/SuperAdminOnly.tsx';
import { createOrganization, organizationsKey, type OrganizationPayload } from '../components/manage/api.ts';
import { OrganizationForm, emptyOrganization } from '../components/manage/OrganizationForm.tsx';

/** /organization/create: a superAdmin opens a new organisation. */
export function OrganizationCreatePage() {
  const { t } = useTranslation('organizations');
  return (
    <SuperAdminOnly body={t('superAdminOnly.createBody')}>
      <CreateOrganization />
    </SuperAdminOnly>
  );
}

function CreateOrganization() {
  const { t } = useTranslation(['organizations', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const show = useSnackbar((s) => s.show);
  const [defaults] = useState(emptyOrganization);
  const create = useMutation({
    mutationFn: (input: OrganizationPayload) => createOrganization(input),
    onSuccess: (org) => {
      void queryClient.invalidateQueries({ queryKey: organizationsKey });
      show(t('create.success', { name: org.name }));
      // Opened in the editor straight away, where its logo can be uploaded and admins appointed.
      void navigate(`${paths.organizationManage}?org=${org.id}`);
    },
  });

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880, mx: 'auto' }}>
      <Button component={RouterLink} to={paths.organizationManage} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('create.back')}
      </Button>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {t('create.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('create.subtitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <OrganizationForm
          mode="create"
          defaultValues={defaults}
          submitLabel={t('create.submit')}
          submitting={create.isPending}
          error={create.isError ? errorMessage(create.error, t('common:errors.generic')) : null}
          onSubmit={(values) => create.mutate(values)}
          onCancel={() => void navigate(paths.organizationManage)}
        />
      </Paper>
    </Box>
  );
}
