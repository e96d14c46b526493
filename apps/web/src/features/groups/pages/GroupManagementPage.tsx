import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { useTranslation } from 'react-i18next';
import type { GroupSummary } from '@pariksha/shared/schemas/groups';
import { CardGrid, CardGridSkeleton } from '../../../components/CardList.tsx';
import { useNow } from '../../../components/notifications/relative-time.ts';
import { EmptyState, PageFrame } from '../../../components/PageFrame.tsx';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/session.ts';
import { useGroups } from '../api.ts';
import { CreateGroupDialog } from '../components/CreateGroupDialog.tsx';
import { GroupCard } from '../components/GroupCard.tsx';
import { ManageGroupDialog } from '../components/ManageGroupDialog.tsx';

/**
 * /group-management: the caller's groups (staff: every group of their organisation), newest
 * activity first with unread counts; staff create groups, staff and moderators manage them,
 * and every group leads to its chat.
 */
export function GroupManagementPage() {
  const { t } = useTranslation('groups');
  const { isStaff } = useAuth();
  const groups = useGroups();
  const now = useNow(true);
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState<string | null>(null);
  const data = groups.data?.data;
  const active = data?.filter((g) => !g.archived) ?? [];
  const archived = data?.filter((g) => g.archived) ?? [];
  const onManage = (g: GroupSummary) => setManaging(g.id);

  const newGroup = isStaff && (
    <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setCreating(true)} sx={{ minHeight: 44 }}>
      {t('page.newGroup')}
    </Button>
  );

  const section = (id: string, title: string, items: GroupSummary[]) =>
    items.length > 0 && (
      <Stack component="section" aria-labelledby={id} sx={{ mb: 3 }}>
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
        <CardGrid
          items={items}
          stale={groups.isFetching && !groups.isPending}
          render={(g) => <GroupCard group={g} now={now} onManage={onManage} />}
        />
      </Stack>
    );

  return (
    <PageFrame title={t('page.title')} subtitle={isStaff ? t('page.introStaff') : t('page.introStudent')} actions={newGroup}>
      {groups.isPending ? (
        <CardGridSkeleton height={220} />
      ) : groups.isError && !data ? (
        <RetryAlert onRetry={() => void groups.refetch()}>{errorMessage(groups.error, t('page.loadError'))}</RetryAlert>
      ) : data && data.length === 0 ? (
        <EmptyState
          icon={<GroupsOutlinedIcon />}
          title={isStaff ? t('page.emptyStaff') : t('page.emptyStudent')}
          body={isStaff ? t('page.emptyStaffBody') : t('page.emptyStudentBody')}
          action={newGroup}
        />
      ) : data ? (
        <>
          {groups.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(groups.error, t('page.loadError'))}
            </Alert>
          )}
          {section('groups-active', t('page.active'), active)}
          {section('groups-archived', t('page.archived'), archived)}
        </>
      ) : null}
      {isStaff && <CreateGroupDialog open={creating} onClose={() => setCreating(false)} />}
      <ManageGroupDialog groupId={managing} onClose={() => setManaging(null)} />
    </PageFrame>
  );
}
