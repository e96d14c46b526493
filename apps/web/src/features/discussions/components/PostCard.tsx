import type { ReactNode } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import VerifiedIcon from '@mui/icons-material/Verified';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from 'react-i18next';
import type { DiscussionPost } from '@pariksha/shared/schemas/discussions';
import { MathText } from '../../../components/MathText.tsx';
import { formatPostedAt } from '../lib/format.ts';

export type PostActions = {
  onUpvote: (post: DiscussionPost) => void;
  onBest: (post: DiscussionPost) => void;
  onRemove: (post: DiscussionPost) => void;
  busy: boolean;
  canModerate: boolean;
};

type Props = { post: DiscussionPost; kind: 'doubt' | 'answer'; actions: PostActions; children?: ReactNode };

/** One doubt or answer: who wrote it, its text with maths, its upvotes, the best-answer badge and what the caller may do. */
export function PostCard({ post, kind, actions, children }: Props) {
  const { t, i18n } = useTranslation('discussions');
  const name = post.author?.name ?? t('removedPost');
  const removed = post.removed !== null;
  const label = removed ? t('removedPost') : t(kind === 'doubt' ? 'doubtBy' : 'answerBy', { name });

  return (
    <Box
      component="article"
      aria-label={label}
      sx={
        kind === 'doubt'
          ? // A doubt is the top of its card (DoubtCard's frame): no box of its own.
            { p: { xs: 0.5, sm: 0.5 } }
          : {
              p: { xs: 1.25, sm: 1.5 },
              borderRadius: '12px',
              border: '1px solid',
              borderColor: post.isBest ? 'success.main' : 'divider',
              bgcolor: post.isBest ? 'rgba(46,125,50,0.06)' : 'background.paper',
            }
      }
    >
      <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        {post.author && (
          <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {post.author.name}
          </Typography>
        )}
        {post.author?.isStaff && <Chip size="small" color="primary" variant="outlined" label={t('staff')} />}
        {post.mine && !removed && <Chip size="small" variant="outlined" label={t('you')} />}
        {post.isBest && <Chip size="small" color="success" icon={<VerifiedIcon aria-hidden />} label={t('best')} />}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
          <time dateTime={post.createdAt}>{formatPostedAt(post.createdAt, i18n.language)}</time>
        </Typography>
      </Stack>
      {removed ? (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t(`removed.${post.removed}`)}
        </Typography>
      ) : (
        <MathText text={post.body ?? ''} component="div" sx={{ fontSize: '1rem' }} />
      )}
      {!removed && <PostButtons post={post} kind={kind} actions={actions} name={name} />}
      {children}
    </Box>
  );
}

function PostButtons({
  post,
  kind,
  actions,
  name,
}: {
  post: DiscussionPost;
  kind: 'doubt' | 'answer';
  actions: PostActions;
  name: string;
}) {
  const { t } = useTranslation('discussions');
  const { busy, canModerate } = actions;
  const upvoteLabel = post.mine
    ? t('ownVotes', { count: post.upvotes })
    : t(post.upvotedByMe ? 'unvote' : 'upvote', { count: post.upvotes });
  return (
    <Stack direction="row" sx={{ gap: 0.5, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant={post.upvotedByMe ? 'contained' : 'outlined'}
        color="primary"
        startIcon={post.upvotedByMe ? <ThumbUpAltIcon aria-hidden /> : <ThumbUpAltOutlinedIcon aria-hidden />}
        aria-label={upvoteLabel}
        aria-pressed={post.mine ? undefined : post.upvotedByMe}
        title={upvoteLabel}
        disabled={busy || post.mine}
        onClick={() => actions.onUpvote(post)}
        sx={{ minWidth: 0, px: 1.25 }}
      >
        {post.upvotes}
      </Button>
      {kind === 'answer' && canModerate && (
        <Button size="small" color="success" aria-pressed={post.isBest} disabled={busy} onClick={() => actions.onBest(post)}>
          {post.isBest ? t('unmarkBest') : t('markBest')}
        </Button>
      )}
      {(post.mine || canModerate) && (
        <Button
          size="small"
          color="inherit"
          startIcon={post.mine ? <DeleteOutlinedIcon aria-hidden /> : <VisibilityOffOutlinedIcon aria-hidden />}
          aria-label={post.mine ? t('deleteLabel') : t('hideLabel', { name })}
          disabled={busy}
          onClick={() => actions.onRemove(post)}
          sx={{ ml: 'auto', color: 'text.secondary' }}
        >
          {post.mine ? t('delete') : t('hide')}
        </Button>
      )}
    </Stack>
  );
}
