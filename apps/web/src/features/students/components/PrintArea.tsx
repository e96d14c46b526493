import type { ReactNode } from 'react';
import { Box, GlobalStyles } from '@mui/material';

/**
 * What the browser prints while this is on screen: only this box, at the top of the page, with
 * the buttons marked `data-no-print` left out (a print stylesheet, so "Save as PDF" works too).
 */
export function PrintArea({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles
        styles={{
          '@media print': {
            'body *': { visibility: 'hidden' },
            '.students-print, .students-print *': { visibility: 'visible' },
            '.students-print': { position: 'absolute', left: 0, top: 0, width: '100%', padding: '12mm' },
            '.students-print [data-no-print]': { display: 'none !important' },
            '.students-print table': { breakInside: 'auto' },
            '.students-print tr': { breakInside: 'avoid' },
          },
        }}
      />
      <Box className="students-print">{children}</Box>
    </>
  );
}
