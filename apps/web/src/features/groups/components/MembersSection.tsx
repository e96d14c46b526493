import { useState } from 'react';
import { Alert, Box, Button, Chip, IconButton, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import RemoveModeratorOutlinedIcon from '@mui/icons-material/RemoveModeratorOutlined';
import { useTranslation } from 'react-i18next';
import type { GroupDetail, GroupMember, MemberCandidate } from '@pariksha/shared/schemas/groups';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useAddMembers, useRemoveMember, useSetMemberRole } from '../api.ts';
import { MemberPicker } from './MemberPicker.tsx';

type Props = { group: GroupDetail; staff: boolean; myId: string | null };

/**
 * Add people (search), and per member: co-moderator on or off, remove. A moderator who is not
 * staff manages plain members only (the server's rule), so their buttons for moderators are hidden.
 */
export function MembersSection({ group, staff, myId }: Props) {
  const { t } = useTranslation('groups');
  const add = useAddMembers(group.id);
  const setRole = useSetMemberRole(group.id);
  const remove = useRemoveMember(group.id);
  const [chosen, setChosen] = useState<MemberCandidate[]>([]);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const readOnly = group.archived;
  const snackbar = useSnackbar.getState();

  const onAdd = () =>
    add.mutate(
      chosen.map((c) => c.id),
      {
        onSuccess: () => {
          snackbar.show(t('manage.added', { count: chosen.length }));
          setChosen([]);
        },
      },
    );

  const toggleModerator = (m: GroupMember) => {
    const role = m.role === 'moderator' ? 'member' : 'moderator';
    setRole.mutate(
      { userId: m.id, role },
      { onSuccess: () => snackbar.show(t(role === 'moderator' ? 'manage.madeModerator' : 'manage.removedModerator', { name: m.name })) },
    );
  };

  const canActOn = (m: GroupMember) => !readOnly && m.id !== myId && (staff || m.role !== 'moderator');
  const failure = add.error ?? setRole.error;

  return (
    <Box component="section" aria-labelledby="group-members-heading">
      <Typography id="group-members-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('manage.members', { count: group.memberCount })}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {errorMessage(failure, t('common:errors.generic'))}
        </Alert>
      )}
      {!readOnly && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' }, mb: 1.5 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <MemberPicker value={chosen} onChange={setChosen} groupId={group.id} label={t('manage.addLabel')} />
          </Box>
          <Button
            variant="contained"
            onClick={onAdd}
            disabled={chosen.length === 0 || add.isPending}
            sx={{ minHeight: { xs: 44, sm: 56 }, minWidth: 96, alignSelf: { xs: 'flex-end', sm: 'auto' } }}
          >
            {t('manage.add')}
          </Button>
        </Stack>
      )}
      <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: '12px' }}>
        {group.members.map((m, i) => (
          <ListItem key={m.id} divider={i < group.members.length - 1} sx={{ flexWrap: 'wrap', gap: 1, py: 1, alignItems: 'center' }}>
            <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{m.name}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                @{m.username}
              </Typography>
            </Box>
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
              {m.id === myId && <Chip size="small" label={t('manage.you')} />}
              {m.role === 'moderator' && <Chip size="small" color="primary" variant="outlined" label={t('manage.moderator')} />}
              {m.isStaff && <Chip size="small" variant="outlined" label={t('manage.staff')} />}
              {canActOn(m) && (
                <>
                  <Tooltip title={m.role === 'moderator' ? t('manage.removeModerator') : t('manage.makeModerator')}>
                    <span>
                      <IconButton
                        aria-label={t(m.role === 'moderator' ? 'manage.removeModeratorOf' : 'manage.makeModeratorOf', { name: m.name })}
                        onClick={() => toggleModerator(m)}
                        disabled={setRole.isPending}
                        sx={{ width: 44, height: 44 }}
                      >
                        {m.role === 'moderator' ? <RemoveModeratorOutlinedIcon /> : <ShieldOutlinedIcon />}
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={t('manage.remove')}>
                    <IconButton
                      aria-label={t('manage.removeOf', { name: m.name })}
                      onClick={() => {
                        remove.reset();
                        setRemoving(m);
                      }}
                      color="error"
                      sx={{ width: 44, height: 44 }}
                    >
                      <PersonRemoveOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                </>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={removing !== null}
        title={t('manage.removeTitle', { name: removing?.name ?? '' })}
        body={t('manage.removeBody')}
        confirmLabel={t('manage.remove')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('common:errors.generic')) : null}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              snackbar.show(t('manage.removed', { name: removing.name }));
              setRemoving(null);
            },
          })
        }
      />
    </Box>
  );
}
