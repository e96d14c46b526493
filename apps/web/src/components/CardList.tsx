import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Box, Grid, Pagination } from '@mui/material';
import { CELL } from './CardGridSkeleton.tsx';

export { CardGridSkeleton } from './CardGridSkeleton.tsx';

/**
 * How many of a list's cards are drawn: `first` in the commit that brings the list (what the top
 * of a phone's screen shows), the rest in a transition right after, which React renders in slices
 * and commits in a task of its own. React commits a list in one unsliceable task (and renders it
 * in one when its data comes through the query cache's store): with every card in it, that task
 * was the longest of /exams' load on a cheap phone (issue 15). Later pages of a list are drawn
 * whole.
 */
function useDrawnCount(total: number, first: number | undefined): number {
  const [drawn, setDrawn] = useState(first ?? total);
  useEffect(() => {
    if (drawn < total) startTransition(() => setDrawn(total));
  }, [drawn, total]);
  return Math.min(drawn, total);
}

/** A page of cards, one column on phones and up to three on laptops; dimmed while the next page loads. */
export function CardGrid<T extends { id: string }>({
  items,
  stale,
  render,
  first,
}: {
  items: T[];
  stale: boolean;
  render: (item: T) => ReactNode;
  /** Draw only this many cards in the first commit, the rest just after (see useDrawnCount). */
  first?: number;
}) {
  const drawn = useDrawnCount(items.length, first);
  return (
    <Grid container spacing={2} sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={stale}>
      {items.slice(0, drawn).map((item) => (
        <Grid key={item.id} size={CELL}>
          {render(item)}
        </Grid>
      ))}
    </Grid>
  );
}

/** Page numbers under a list, only when there is more than one page. */
export function ListPagination({
  label,
  pages,
  page,
  onChange,
}: {
  label: string;
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, next) => onChange(next)} color="primary" siblingCount={0} />
    </Box>
  );
}
