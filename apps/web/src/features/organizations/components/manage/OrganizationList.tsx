import {
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import { InviteCode } from './InviteCode.tsx';
import { formatDate, isPast } from './format.ts';

type Props = { items: OrganizationDetail[]; onOpen: (id: string) => void };

function OrgLogo({ org }: { org: OrganizationDetail }) {
  return (
    <Avatar src={org.logoUrl ?? undefined} alt="" variant="rounded" sx={{ bgcolor: 'primary.light' }}>
      {org.name.charAt(0).toUpperCase()}
    </Avatar>
  );
}

function TrialEnd({ iso }: { iso: string | null | undefined }) {
  const { t, i18n } = useTranslation('organizations');
  const date = formatDate(iso, i18n.language);
  if (!date) return <>{t('list.noTrial')}</>;
  return isPast(iso) ? <>{t('list.trialEnded', { date })}</> : <>{date}</>;
}

function Admins({ org }: { org: OrganizationDetail }) {
  const { t } = useTranslation('organizations');
  if (!org.admins.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('list.noAdmins')}
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {org.admins.map((a) => (
        <Chip key={a.id} size="small" label={a.name} title={a.email ?? undefined} />
      ))}
    </Stack>
  );
}

/** A table on wide screens; on a phone the same facts as cards, so nothing scrolls sideways. */
export function OrganizationList({ items, onOpen }: Props) {
  const { t, i18n } = useTranslation('organizations');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));

  if (narrow) {
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((org) => (
          <Card key={org.id} variant="outlined" component="li">
            <CardContent sx={{ pb: 1 }}>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
                <OrgLogo org={org} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {org.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('list.memberCount', { count: org.memberCount })}
                  </Typography>
                </Box>
              </Box>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, m: 0, '& dd': { m: 0, minWidth: 0 } }}
              >
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('list.admins')}
                </Typography>
                <dd>
                  <Admins org={org} />
                </dd>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('list.inviteCode')}
                </Typography>
                <dd>
                  <InviteCode code={org.inviteCode} />
                </dd>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('list.trialEnds')}
                </Typography>
                <Typography component="dd" variant="body2">
                  <TrialEnd iso={org.trialEndsAt} />
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('list.created')}
                </Typography>
                <Typography component="dd" variant="body2">
                  {formatDate(org.createdAt, i18n.language)}
                </Typography>
              </Box>
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => onOpen(org.id)} aria-label={t('list.manageNamed', { name: org.name })}>
                {t('list.manage')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-label={t('list.tableLabel')}>
        <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
          <TableRow>
            <TableCell>{t('list.name')}</TableCell>
            <TableCell align="right">{t('list.members')}</TableCell>
            <TableCell>{t('list.admins')}</TableCell>
            <TableCell>{t('list.inviteCode')}</TableCell>
            <TableCell>{t('list.trialEnds')}</TableCell>
            <TableCell>{t('list.created')}</TableCell>
            <TableCell align="right">{t('list.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((org) => (
            <TableRow key={org.id} hover>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <OrgLogo org={org} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {org.name}
                    </Typography>
                    {org.email && (
                      <Typography variant="caption" color="text.secondary">
                        {org.email}
                      </Typography>
                    )}
                  </Box>
                </Box>
              </TableCell>
              <TableCell align="right">{org.memberCount.toLocaleString()}</TableCell>
              <TableCell sx={{ maxWidth: 220 }}>
                <Admins org={org} />
              </TableCell>
              <TableCell>
                <InviteCode code={org.inviteCode} />
              </TableCell>
              <TableCell>
                <TrialEnd iso={org.trialEndsAt} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(org.createdAt, i18n.language)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onOpen(org.id)}
                  aria-label={t('list.manageNamed', { name: org.name })}
                >
                  {t('list.manage')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
