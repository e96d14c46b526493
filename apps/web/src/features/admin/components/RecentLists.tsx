import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Button, Link, List, ListItem, ListItemAvatar, ListItemText, Paper, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import type { AdminStats } from '@pariksha/shared/schemas/admin';
import { paths } from '../../../app/paths.ts';
import { formatRelative } from './relative-time.ts';

type SectionProps = { title: string; empty: string; isEmpty: boolean; action: ReactNode; children: ReactNode };

function Section({ title, empty, isEmpty, action, children }: SectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {isEmpty ? (
        <Typography color="text.secondary" sx={{ py: 3, flexGrow: 1 }}>
          {empty}
        </Typography>
      ) : (
        <List sx={{ flexGrow: 1 }}>{children}</List>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{action}</Box>
    </Paper>
  );
}

/** The five newest organisations; each opens in the management page. */
export function NewestOrganizations({ items }: { items: AdminStats['newestOrganizations'] }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  return (
    <Section
      title={t('newestOrganizations.heading')}
      empty={t('newestOrganizations.empty')}
      isEmpty={!items.length}
      action={
        <Button component={RouterLink} to={paths.organizationManage} endIcon={<ArrowForwardIcon />}>
          {t('newestOrganizations.viewAll')}
        </Button>
      }
    >
      {items.map((org) => (
        <ListItem key={org.id} disableGutters>
          <ListItemAvatar>
            <Avatar src={org.logoUrl ?? undefined} alt="" variant="rounded">
              {org.name.charAt(0).toUpperCase()}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={
              <Link
                component={RouterLink}
                to={`${paths.organizationManage}?org=${org.id}`}
                underline="hover"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {org.name}
              </Link>
            }
            secondary={`${t('newestOrganizations.members', { count: org.memberCount })} · ${formatRelative(org.createdAt, t, i18n.language)}`}
          />
        </ListItem>
      ))}
    </Section>
  );
}

/** The five newest messages nobody has handled yet. */
export function OpenFeedback({ items }: { items: AdminStats['openFeedback'] }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  return (
    <Section
      title={t('openFeedback.heading')}
      empty={t('openFeedback.empty')}
      isEmpty={!items.length}
      action={
        <Button component={RouterLink} to={paths.userFeedback} endIcon={<ArrowForwardIcon />}>
          {t('openFeedback.viewAll')}
        </Button>
      }
    >
      {items.map((f) => (
        <ListItem key={f.id} disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={paths.userFeedback} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
                {f.subject}
              </Link>
            }
            secondary={`${f.name} · ${t(`openFeedback.formType.${f.formType}`)} · ${formatRelative(f.createdAt, t, i18n.language)}`}
          />
        </ListItem>
      ))}
    </Section>
  );
}
