import { Box } from '@mui/material';
import type { Lang } from '../../../lib/bilingual.ts';

/**
 * A note's body. The HTML was sanitised by the server (DOMPurify) when it was written, so it is
 * rendered as is. Devanagari needs more line height than Latin text for its matras.
 */
export function NoteContent({ html, lang }: { html: string; lang: Lang }) {
  const hi = lang === 'hi';
  return (
    <Box
      lang={lang}
      className="note-content"
      sx={{
        fontSize: hi ? '1.0625rem' : '1rem',
        lineHeight: hi ? 1.85 : 1.7,
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& p': { my: 1.25 },
        '& h2': { fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.5, mt: 3, mb: 1 },
        '& h3': { fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.5, mt: 2.5, mb: 1 },
        '& h4': { fontSize: '1.05rem', fontWeight: 700, mt: 2, mb: 0.5 },
        '& ul, & ol': { pl: 3.5, my: 1.25 },
        '& li': { my: 0.5 },
        '& li > p': { my: 0 },
        '& a': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '2px' },
        '& blockquote': { borderLeft: 4, borderColor: 'primary.light', m: 0, my: 2, pl: 2, color: 'text.secondary' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, fontSize: '0.9em' },
        '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
        // A wide table scrolls inside the page instead of widening it on a phone.
        '& table': { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse', my: 2, fontSize: '0.95em' },
        // Words stay whole in a cell (long English names hyphenate); the table scrolls instead.
        '& th, & td': {
          border: 1,
          borderColor: 'divider',
          px: 1.25,
          py: 0.75,
          textAlign: 'left',
          verticalAlign: 'top',
          minWidth: 96,
          overflowWrap: 'normal',
          hyphens: 'auto',
        },
        '& th': { bgcolor: 'action.hover', fontWeight: 700 },
        '& td > p, & th > p': { my: 0 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
