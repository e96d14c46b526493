import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  OutlinedInput,
  Select,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EMAIL_PATTERN, normalizeMobile, USERNAME_PATTERN, type Student, type StudentCreated } from '@pariksha/shared/schemas/students';
import { fieldProps } from '../../../components/forms/form-field.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useBatches, useCreateStudent, useUpdateStudent } from '../api.ts';

const optionalMobile = z.string().refine((v) => !v.trim() || normalizeMobile(v) !== null, 'Enter a 10-digit Indian mobile number');
const optionalEmail = z.string().refine((v) => !v.trim() || EMAIL_PATTERN.test(v.trim()), 'Enter a valid email address');
const form = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
    username: z
      .string()
      .refine((v) => !v.trim() || USERNAME_PATTERN.test(v.trim().toLowerCase()), 'Username: 3 to 30 letters, numbers, _ or .'),
    email: optionalEmail,
    mobile: optionalMobile,
    guardianName: z.string().max(100, 'Name must be at most 100 characters'),
    guardianMobile: optionalMobile,
    guardianEmail: optionalEmail,
    guardianLanguage: z.enum(['hi', 'en']),
    batchIds: z.array(z.string()),
    editing: z.boolean(),
  })
  .refine((v) => v.editing || v.username.trim() || v.email.trim() || v.mobile.trim(), {
    message: 'Give a username, an email or a mobile number',
    path: ['username'],
  });
type FormValues = z.infer<typeof form>;

const valuesOf = (s: Student | null): FormValues => ({
  name: s?.name ?? '',
  username: s?.username ?? '',
  email: s?.email ?? '',
  mobile: s?.mobile ?? '',
  guardianName: s?.guardianName ?? '',
  guardianMobile: s?.guardianMobile ?? '',
  guardianEmail: s?.guardianEmail ?? '',
  guardianLanguage: s?.guardianLanguage ?? 'hi',
  batchIds: s?.batches.map((b) => b.id) ?? [],
  editing: !!s,
});

type Props = {
  organizationId: string;
  open: boolean;
  /** The student to edit; null to add one. */
  student: Student | null;
  onClose: () => void;
  onCreated: (created: StudentCreated) => void;
};

/** Add a student (with the sign-in they get) or edit one: details, guardian and batches. */
export function StudentDialog({ organizationId, open, student, onClose, onCreated }: Props) {
  const { t } = useTranslation('students');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const batches = useBatches();
  const create = useCreateStudent(organizationId);
  const update = useUpdateStudent(organizationId);
  const write = student ? update : create;
  const f = useForm<FormValues>({ resolver: zodResolver(form), defaultValues: valuesOf(student) });
  const { reset } = f;

  useEffect(() => {
    if (open) {
      reset(valuesOf(student));
      create.reset();
      update.reset();
    }
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, student]);

  const onSubmit = f.handleSubmit((v) => {
    const common = {
      name: v.name,
      email: v.email.trim() || (student ? null : undefined),
      mobile: v.mobile.trim() || (student ? null : undefined),
      guardianName: v.guardianName.trim() || (student ? null : undefined),
      guardianMobile: v.guardianMobile.trim() || (student ? null : undefined),
      guardianEmail: v.guardianEmail.trim() || (student ? null : undefined),
      guardianLanguage: v.guardianLanguage,
      batchIds: v.batchIds,
    };
    if (student) {
      update.mutate(
        { id: student.id, body: common },
        {
          onSuccess: () => {
            useSnackbar.getState().show(t('form.saved'));
            onClose();
          },
        },
      );
    } else {
      create.mutate(
        { ...common, username: v.username.trim() || undefined },
        {
          onSuccess: (created) => {
            onClose();
            onCreated(created);
          },
        },
      );
    }
  });

  const batchName = (id: string) => batches.data?.find((b) => b.id === id)?.name ?? id;

  return (
    <Dialog
      open={open}
      onClose={write.isPending ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby="student-dialog-title"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="student-dialog-title">{student ? t('form.editTitle', { name: student.name }) : t('form.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {write.isError && <Alert severity="error">{errorMessage(write.error, t('common:errors.generic'))}</Alert>}
            <TextField label={t('form.name')} required autoFocus {...fieldProps(f, 'name')} slotProps={{ htmlInput: { maxLength: 100 } }} />
            {!student && (
              <TextField
                label={t('form.username')}
                {...fieldProps(f, 'username')}
                helperText={fieldProps(f, 'username').helperText ?? t('form.usernameHelp')}
                slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'none', spellCheck: false } }}
              />
            )}
            <TextField
              label={t('form.email')}
              type="email"
              {...fieldProps(f, 'email')}
              helperText={fieldProps(f, 'email').helperText ?? (student ? undefined : t('form.emailHelp'))}
            />
            <TextField label={t('form.mobile')} type="tel" inputMode="numeric" {...fieldProps(f, 'mobile')} />
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, pt: 1 }}>
              {t('form.guardian')}
            </Typography>
            <TextField label={t('form.guardianName')} {...fieldProps(f, 'guardianName')} />
            <TextField label={t('form.guardianMobile')} type="tel" {...fieldProps(f, 'guardianMobile')} />
            <TextField label={t('form.guardianEmail')} type="email" {...fieldProps(f, 'guardianEmail')} />
            <Controller
              control={f.control}
              name="guardianLanguage"
              render={({ field }) => (
                <TextField select label={t('form.guardianLanguage')} value={field.value} onChange={field.onChange}>
                  <MenuItem value="hi">{t('language.hi')}</MenuItem>
                  <MenuItem value="en">{t('language.en')}</MenuItem>
                </TextField>
              )}
            />
            <Controller
              control={f.control}
              name="batchIds"
              render={({ field }) => (
                <FormControl>
                  <InputLabel id="student-batches-label">{t('form.batches')}</InputLabel>
                  <Select
                    labelId="student-batches-label"
                    multiple
                    value={field.value}
                    onChange={(e) => field.onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
                    input={<OutlinedInput label={t('form.batches')} />}
                    renderValue={(ids) => (
                      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                        {ids.map((id) => (
                          <Chip key={id} size="small" label={batchName(id)} />
                        ))}
                      </Stack>
                    )}
                  >
                    {(batches.data ?? []).map((b) => (
                      <MenuItem key={b.id} value={b.id}>
                        {b.name}
                      </MenuItem>
                    ))}
                    {batches.data?.length === 0 && (
                      <MenuItem disabled value="">
                        {t('form.noBatches')}
                      </MenuItem>
                    )}
                  </Select>
                </FormControl>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={write.isPending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={write.isPending}>
            {student ? t('form.save') : t('form.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
