import { useEffect, useMemo, useState, type ElementType } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { splitMath } from '../lib/math-segments.ts';

type Katex = typeof import('katex').default;

let loaded: Katex | null = null;
let loading: Promise<Katex> | null = null;

/**
 * KaTeX and its stylesheet are one lazy chunk, fetched the first time a text has maths (the
 * exam hall fetches it up front so maths keeps rendering offline). A failed fetch is retried.
 */
export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([m]) => {
      loaded = m.default;
      return loaded;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

type Props = {
  text: string;
  /** The element around the text: span (default) inside a line, div for a block. */
  component?: ElementType;
  id?: string;
  sx?: SxProps<Theme>;
};

/**
 * Question text with `$…$` (inline) and `$$…$$` (display) maths rendered by KaTeX; the
 * rest is plain text (React escapes it, so no HTML from content ever reaches the page). Until
 * KaTeX arrives the maths shows as its source. Line breaks in the text are kept.
 */
export function MathText({ text, component = 'span', id, sx }: Props) {
  const segments = useMemo(() => splitMath(text), [text]);
  const needsKatex = segments.some((s) => s.type === 'math');
  const [katex, setKatex] = useState<Katex | null>(loaded);

  useEffect(() => {
    if (!needsKatex || katex) return;
    let alive = true;
    loadKatex().then(
      (k) => alive && setKatex(() => k),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [needsKatex, katex]);

  return (
    <Box component={component} id={id} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', ...sx }}>
      {segments.map((s, i) =>
        s.type === 'text' ? (
          <span key={i}>{s.value}</span>
        ) : katex ? (
          <Box
            key={i}
            component="span"
            sx={s.display ? { display: 'block', overflowX: 'auto', overflowY: 'hidden', py: 0.5 } : undefined}
            // KaTeX escapes the source and, with trust off (its default), emits no links or raw HTML.
            dangerouslySetInnerHTML={{
              __html: katex.renderToString(s.value, { displayMode: s.display, throwOnError: false, output: 'htmlAndMathml' }),
            }}
          />
        ) : (
          <Box key={i} component="span" sx={{ fontFamily: 'monospace' }}>
            {s.value}
          </Box>
        ),
      )}
    </Box>
  );
}
