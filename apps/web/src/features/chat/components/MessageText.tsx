import { memo } from 'react';
import { Link, Typography } from '@mui/material';
import { splitLinks } from '../lib/links.ts';

/**
 * A message's plain text, rendered by React as text (never as HTML), line breaks kept, with
 * http(s) links that open in a new tab without handing it this page.
 */
export const MessageText = memo(function MessageText({ text }: { text: string }) {
  return (
    <Typography
      component="p"
      variant="body1"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0, fontSize: '0.95rem', lineHeight: 1.5 }}
    >
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Typography>
  );
});
