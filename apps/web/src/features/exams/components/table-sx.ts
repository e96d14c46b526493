/** Narrower cells on phones, so four or five numeric columns fit 360px without scrolling. */
export const compactTableSx = {
  '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
  '& .MuiTableCell-root:first-of-type': { pl: { xs: 0.5, sm: 2 } },
} as const;
