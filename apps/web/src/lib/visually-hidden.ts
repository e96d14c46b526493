/**
 * Read by screen readers, not shown: MUI's visuallyHidden, written out so the shell does not
 * pull @mui/utils into the first page.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
