import { useState } from 'react';
import { Alert, Button, Menu, MenuItem, Stack, TextField, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { useTranslation } from 'react-i18next';
import type { Student, StudentCredentials, StudentStatus } from '@pariksha/shared/schemas/students';
import { CardGrid, CardGridSkeleton, ListPagination } from '../../../components/CardList.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { paths } from '../../../app/paths.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useAuth, useSession } from '../../../lib/session.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import {
  downloadExport,
  STUDENTS_PAGE_SIZE,
  useBatches,
  useResetPassword,
  useStudents,
  useUpdateStudent,
  type StudentFilters,
} from '../api.ts';
import { CredentialsDialog } from '../components/CredentialsDialog.tsx';
import { ImportDialog } from '../components/ImportDialog.tsx';
import { InviteQrDialog } from '../components/InviteQrDialog.tsx';
import { StudentCard } from '../components/StudentCard.tsx';
import { StudentDialog } from '../components/StudentDialog.tsx';

/** A filter's "all" choice (the empty value) shown in the box, not an empty box under its label. */
const emptyShown = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** primary.main on the page's grey background is 4.3:1; the darker shade passes 4.5:1. */
const onPage = { color: 'primary.dark', borderColor: 'primary.dark' } as const;

type Confirm = { kind: 'status' | 'reset'; student: Student } | null;

/**
 * /organization/students (admin): the organisation's students, searched and filtered by batch
 * and status, page by page; add one, import many, edit, deactivate and reactivate, reset a
 * password, export the list, and print the invite QR code for the classroom.
 */
export function StudentsPage() {
  const { t } = useTranslation('students');
  const organizationId = useAuth().claims?.organizationId ?? '';
  const organization = useSession((s) => s.organization);
  const [search, setSearch] = useState('');
  const [batchId, setBatchId] = useState('');
  const [status, setStatus] = useState<StudentStatus | ''>('');
  const [page, setPage] = useState(1);
  const filters: StudentFilters = { search: useDebounced(search.trim(), 300), batchId, status };
  const students = useStudents(organizationId, filters, page);
  const batches = useBatches();
  const update = useUpdateStudent(organizationId);
  const reset = useResetPassword(organizationId);

  const [editing, setEditing] = useState<Student | null>(null);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [credentials, setCredentials] = useState<{ name: string; credentials: StudentCredentials } | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [exportMenu, setExportMenu] = useState<HTMLElement | null>(null);

  const filtered = !!(filters.search || batchId || status);
  const data = students.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / STUDENTS_PAGE_SIZE)) : 1;
  const onFilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const exportAs = (format: 'csv' | 'xlsx') => {
    setExportMenu(null);
    downloadExport(organizationId, format, filters).catch((err: unknown) =>
      useSnackbar.getState().show(errorMessage(err, t('common:errors.generic')), 'error'),
    );
  };

  const onConfirm = () => {
    if (!confirm) return;
    const s = confirm.student;
    if (confirm.kind === 'status') {
      const next = s.status === 'active' ? 'deactivated' : 'active';
      update.mutate(
        { id: s.id, body: { status: next } },
        {
          onSuccess: () => {
            setConfirm(null);
            useSnackbar
              .getState()
              .show(next === 'active' ? t('confirm.reactivated', { name: s.name }) : t('confirm.deactivated', { name: s.name }));
          },
        },
      );
    } else {
      reset.mutate(s.id, {
        onSuccess: (c) => {
          setConfirm(null);
          setCredentials({ name: s.name, credentials: c });
        },
      });
    }
  };

  const actions = (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<PersonAddIcon aria-hidden />} onClick={() => setAdding(true)} sx={{ minHeight: 40 }}>
        {t('actions.add')}
      </Button>
      <Button variant="outlined" startIcon={<UploadFileIcon aria-hidden />} onClick={() => setImporting(true)} sx={onPage}>
        {t('actions.import')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon aria-hidden />}
        onClick={(e) => setExportMenu(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={!!exportMenu}
        aria-controls={exportMenu ? 'students-export-menu' : undefined}
        sx={onPage}
      >
        {t('actions.export')}
      </Button>
      <Menu id="students-export-menu" anchorEl={exportMenu} open={!!exportMenu} onClose={() => setExportMenu(null)}>
        <MenuItem onClick={() => exportAs('xlsx')}>{t('actions.exportXlsx')}</MenuItem>
        <MenuItem onClick={() => exportAs('csv')}>{t('actions.exportCsv')}</MenuItem>
      </Menu>
      <Button variant="outlined" startIcon={<QrCode2Icon aria-hidden />} onClick={() => setInviting(true)} sx={onPage}>
        {t('actions.invite')}
      </Button>
    </Stack>
  );

  const confirmBusy = update.isPending || reset.isPending;
  const confirmError =
    confirm && (update.isError || reset.isError) ? errorMessage(update.error ?? reset.error, t('common:errors.generic')) : null;

  return (
    <PageFrame
      title={t('page.title')}
      subtitle={t('page.subtitle')}
      back={{ to: paths.organizationAdminDashboard, label: t('page.back') }}
      actions={actions}
      maxWidth={1200}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mb: 2 }} role="search">
        <TextField
          label={t('filters.search')}
          placeholder={t('filters.searchHint')}
          value={search}
          onChange={(e) => onFilter(setSearch)(e.target.value)}
          type="search"
          sx={{ flex: 2 }}
        />
        {/* Batch and status side by side, even on a phone. */}
        <Stack direction="row" sx={{ gap: 1.5, flex: 2, minWidth: 0 }}>
          <TextField
            select
            label={t('filters.batch')}
            value={batchId}
            onChange={(e) => onFilter(setBatchId)(e.target.value)}
            slotProps={emptyShown}
            sx={{ flex: 1, minWidth: 0 }}
          >
            <MenuItem value="">{t('filters.allBatches')}</MenuItem>
            {(batches.data ?? []).map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('filters.status')}
            value={status}
            onChange={(e) => onFilter(setStatus)(e.target.value as StudentStatus | '')}
            slotProps={emptyShown}
            sx={{ flex: 1, minWidth: 0 }}
          >
            <MenuItem value="">{t('filters.allStatuses')}</MenuItem>
            <MenuItem value="active">{t('status.active')}</MenuItem>
            <MenuItem value="deactivated">{t('status.deactivated')}</MenuItem>
          </TextField>
        </Stack>
      </Stack>

      {students.isPending ? (
        <CardGridSkeleton height={230} />
      ) : students.isError && !data ? (
        <RetryAlert onRetry={() => void students.refetch()}>{errorMessage(students.error, t('page.loadError'))}</RetryAlert>
      ) : data && data.total === 0 ? (
        filtered ? (
          <EmptyState icon={<SchoolOutlinedIcon />} title={t('empty.noMatch')} body={t('empty.noMatchBody')} />
        ) : (
          <EmptyState
            icon={<SchoolOutlinedIcon />}
            title={t('empty.title')}
            body={t('empty.body')}
            action={
              <>
                <Button variant="contained" onClick={() => setAdding(true)}>
                  {t('actions.add')}
                </Button>
                <Button variant="outlined" onClick={() => setImporting(true)}>
                  {t('actions.import')}
                </Button>
              </>
            }
          />
        )
      ) : data ? (
        <>
          {students.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(students.error, t('page.loadError'))}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
            {t('list.count', { count: data.total })}
          </Typography>
          <CardGrid
            items={data.data}
            stale={students.isFetching && students.isPlaceholderData}
            render={(s) => (
              <StudentCard
                student={s}
                onEdit={setEditing}
                onResetPassword={(st) => setConfirm({ kind: 'reset', student: st })}
                onToggleStatus={(st) => setConfirm({ kind: 'status', student: st })}
              />
            )}
          />
          <ListPagination label={t('list.pages')} pages={pages} page={page} onChange={setPage} />
        </>
      ) : null}

      <StudentDialog
        organizationId={organizationId}
        open={adding || !!editing}
        student={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        onCreated={(c) => setCredentials({ name: c.student.name, credentials: c.credentials })}
      />
      <ImportDialog organizationId={organizationId} open={importing} onClose={() => setImporting(false)} />
      <InviteQrDialog
        open={inviting}
        onClose={() => setInviting(false)}
        organizationName={organization?.name ?? ''}
        code={organization?.inviteCode ?? null}
      />
      <CredentialsDialog result={credentials} onClose={() => setCredentials(null)} />
      <ConfirmDialog
        open={!!confirm}
        title={
          confirm?.kind === 'reset'
            ? t('confirm.resetTitle', { name: confirm.student.name })
            : confirm?.student.status === 'active'
              ? t('confirm.deactivateTitle', { name: confirm.student.name })
              : t('confirm.reactivateTitle', { name: confirm?.student.name ?? '' })
        }
        body={
          confirm?.kind === 'reset'
            ? confirm.student.email
              ? t('confirm.resetLinkBody', { email: confirm.student.email })
              : t('confirm.resetBody')
            : confirm?.student.status === 'active'
              ? t('confirm.deactivateBody')
              : t('confirm.reactivateBody')
        }
        confirmLabel={
          confirm?.kind === 'reset'
            ? t('confirm.reset')
            : confirm?.student.status === 'active'
              ? t('card.deactivate')
              : t('card.reactivate')
        }
        busy={confirmBusy}
        error={confirmError}
        onConfirm={onConfirm}
        onClose={() => {
          setConfirm(null);
          update.reset();
          reset.reset();
        }}
      />
    </PageFrame>
  );
}
