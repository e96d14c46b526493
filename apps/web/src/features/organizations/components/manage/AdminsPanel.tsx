import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { appointAdminRequest, type OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import { errorMessage } from '../../../../lib/api.ts';
import { translateMessage } from '../../../../lib/translate-message.ts';
import { useSnackbar } from '../../../../lib/snackbar.ts';
import type { OrganizationMutations } from './use-organization-mutations.ts';

type Admin = OrganizationDetail['admins'][number];

/** The organisation's admins: appoint one by email, remove one after confirming. */
export function AdminsPanel({ org, mutations }: { org: OrganizationDetail; mutations: OrganizationMutations }) {
  const { t } = useTranslation(['organizations', 'common']);
  const show = useSnackbar((s) => s.show);
  // The admin stays set while the dialog fades out, so its text does not vanish mid-animation.
  const [confirming, setConfirming] = useState<Admin | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { appoint, remove } = mutations;
  const form = useForm<z.input<typeof appointAdminRequest>, unknown, z.output<typeof appointAdminRequest>>({
    resolver: zodResolver(appointAdminRequest),
    defaultValues: { email: '' },
  });
  const { ref, ...emailField } = form.register('email');
  const emailError = form.formState.errors.email?.message;

  const submit = form.handleSubmit(({ email }) =>
    appoint.mutate(email, {
      onSuccess: () => {
        show(t('admins.appointed', { email }));
        form.reset();
      },
    }),
  );

  const confirmRemove = () => {
    if (!confirming) return;
    const admin = confirming;
    remove.mutate(admin.id, {
      onSuccess: () => show(t('admins.removed', { name: admin.name })),
      onSettled: () => setConfirmOpen(false),
    });
  };

  return (
    <Box>
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(remove.error, t('common:errors.generic'))}
        </Alert>
      )}
      {org.admins.length ? (
        <List dense aria-label={t('admins.listLabel')}>
          {org.admins.map((admin) => (
            <ListItem
              key={admin.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  color="error"
                  onClick={() => {
                    setConfirming(admin);
                    setConfirmOpen(true);
                  }}
                  aria-label={t('admins.removeNamed', { name: admin.name })}
                >
                  <PersonRemoveIcon />
                </IconButton>
              }
            >
              <ListItemText primary={admin.name} secondary={admin.email} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('admins.none')}
        </Typography>
      )}

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
        {t('admins.appointHeading')}
      </Typography>
      {appoint.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(appoint.error, t('common:errors.generic'))}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <TextField
          {...emailField}
          inputRef={ref}
          type="email"
          label={t('admins.email')}
          autoComplete="off"
          error={!!emailError}
          helperText={translateMessage(emailError) || t('admins.appointHelp')}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<PersonAddIcon />}
          disabled={appoint.isPending}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          {appoint.isPending ? t('common:saving') : t('admins.appoint')}
        </Button>
      </Box>

      <Dialog open={confirmOpen} onClose={() => !remove.isPending && setConfirmOpen(false)} aria-labelledby="remove-admin-title">
        <DialogTitle id="remove-admin-title">{t('admins.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirming && t('admins.confirmBody', { name: confirming.name, organization: org.name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmOpen(false)} disabled={remove.isPending}>
            {t('common:cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={confirmRemove} disabled={remove.isPending}>
            {t('admins.confirmRemove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
