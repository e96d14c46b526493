import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Chip,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PlatformOrganization } from '@pariksha/shared/schemas/dashboards';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { platformOrganizationsQuery, useSuspension } from '../api.ts';

/** Phones keep the name, members and the action; the other counts show from 600 px. */
const wide = { display: { xs: 'none', sm: 'table-cell' } };

/** Every organisation with its counts; a superAdmin suspends one (its members are signed out and refused) or reinstates it. */
export function PlatformOrganizations() {
  const { t } = useTranslation('admin');
  const query = useQuery(platformOrganizationsQuery());
  const suspension = useSuspension();
  const [pending, setPending] = useState<{ org: PlatformOrganization; suspend: boolean } | null>(null);
  const close = () => {
    setPending(null);
    suspension.reset();
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 4 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('orgList.heading')}
      </Typography>
      <QueryState query={query} loading={<Skeleton variant="rounded" height={240} />}>
        {({ data }) => (
          <TableContainer sx={{ maxHeight: 480 }}>
            <Table size="small" stickyHeader aria-label={t('orgList.heading')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('orgList.name')}</TableCell>
                  <TableCell align="right">{t('orgList.members')}</TableCell>
                  <TableCell align="right" sx={wide}>
                    {t('orgList.students')}
                  </TableCell>
                  <TableCell align="right" sx={wide}>
                    {t('orgList.tests')}
                  </TableCell>
                  <TableCell align="right" sx={wide}>
                    {t('orgList.attempts')}
                  </TableCell>
                  <TableCell>{t('orgList.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((o) => (
                  <TableRow key={o.id}>
                    <TableCell sx={{ minWidth: { xs: 90, sm: 140 }, overflowWrap: 'anywhere' }}>{o.name}</TableCell>
                    <TableCell align="right">{o.members}</TableCell>
                    <TableCell align="right" sx={wide}>
                      {o.students}
                    </TableCell>
                    <TableCell align="right" sx={wide}>
                      {o.tests}
                    </TableCell>
                    <TableCell align="right" sx={wide}>
                      {o.attempts}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                        {o.isDefault ? (
                          <Chip size="small" label={t('orgList.default')} />
                        ) : (
                          <>
                            {o.suspendedAt && <Chip size="small" color="error" label={t('orgList.suspended')} />}
                            <Button
                              size="small"
                              color={o.suspendedAt ? 'primary' : 'error'}
                              variant="outlined"
                              aria-label={t(o.suspendedAt ? 'orgList.reinstateNamed' : 'orgList.suspendNamed', { name: o.name })}
                              onClick={() => setPending({ org: o, suspend: !o.suspendedAt })}
                            >
                              {t(o.suspendedAt ? 'orgList.reinstate' : 'orgList.suspend')}
                            </Button>
                          </>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
      <ConfirmDialog
        open={!!pending}
        title={pending ? t(pending.suspend ? 'orgList.suspendTitle' : 'orgList.reinstateTitle', { name: pending.org.name }) : ''}
        body={pending ? t(pending.suspend ? 'orgList.suspendBody' : 'orgList.reinstateBody', { count: pending.org.members }) : ''}
        confirmLabel={pending ? t(pending.suspend ? 'orgList.suspend' : 'orgList.reinstate') : ''}
        busy={suspension.isPending}
        error={suspension.isError ? errorMessage(suspension.error, t('orgList.error')) : null}
        onClose={close}
        onConfirm={() => pending && suspension.mutate({ id: pending.org.id, suspend: pending.suspend }, { onSuccess: close })}
      />
    </Paper>
  );
}
