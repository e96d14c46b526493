import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookmarkSource } from '@pariksha/shared/schemas/bookmarks';
import { errorMessage } from '../lib/api.ts';
import { bookmarkKeys, deleteBookmark, putBookmark, useIsBookmarked } from '../lib/bookmarks-api.ts';
import { useSnackbar } from '../lib/snackbar.ts';

type Props = {
  questionId: string;
  /** Where the question is shown; the bookmarks list shows it as a chip. */
  source: BookmarkSource;
  /** Whether it is bookmarked already (from a page-wide status call); fetched here when left out. */
  initial?: boolean;
};

/**
 * Bookmarks a question, or removes the bookmark, at once (optimistic); a failure puts it back
 * and says why in the snackbar. Every page that shows a question uses this one button.
 */
export function BookmarkButton({ questionId, source, initial }: Props) {
  const { t } = useTranslation('common');
  const client = useQueryClient();
  const show = useSnackbar((s) => s.show);
  const own = useIsBookmarked(questionId, initial === undefined);
  // The student's last click wins over what the server said before it.
  const [override, setOverride] = useState<boolean | null>(null);
  const bookmarked = override ?? initial ?? own.data ?? false;

  const toggle = useMutation({
    mutationFn: (next: boolean) => (next ? putBookmark(questionId, source) : deleteBookmark(questionId)),
    onMutate: (next) => {
      const before = bookmarked;
      setOverride(next);
      return { before };
    },
    onError: (err, _next, context) => {
      setOverride(context?.before ?? null);
      show(errorMessage(err, t('bookmark.failed')), 'error');
    },
    onSettled: () => client.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });

  const label = bookmarked ? t('bookmark.remove') : t('bookmark.add');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        color={bookmarked ? 'primary' : 'default'}
        // Ignored while a change is on its way, so two quick clicks do not race.
        onClick={() => !toggle.isPending && toggle.mutate(!bookmarked)}
      >
        {bookmarked ? <BookmarkIcon /> : <BookmarkBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
