import type { ReactNode } from 'react';
import { Box, Grid, Pagination } from '@mui/material';
import { CELL } from './CardGridSkeleton.tsx';

export { CardGridSkeleton } from './CardGridSkeleton.tsx';

/** A page of cards, one column on phones and up to three on laptops; dimmed while the next page loads. */
export function CardGrid<T extends { id: string }>({
  items,
  stale,
  render,
}: {
  items: T[];
  stale: boolean;
  render: (item: T) => ReactNode;
}) {
  return (
    <Grid container spacing={2} sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={stale}>
      {items.map((item) => (
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
