import { Typography, type SxProps, type Theme } from '@mui/material';
import type { BilingualText } from '@pariksha/shared/schemas/flash-cards';
import { MathText } from '../../../components/MathText.tsx';
import { shownLang, type Lang } from '../../../lib/bilingual.ts';

/** One side of a card in the wanted language (or the one it is written in), maths rendered. */
export function CardSide({
  text,
  lang,
  sx,
  component = 'div',
}: {
  text: BilingualText;
  lang: Lang;
  sx?: SxProps<Theme>;
  component?: 'div' | 'span';
}) {
  const l = shownLang(text, lang);
  return (
    <Typography component={component} lang={l} sx={{ minWidth: 0, ...sx }}>
      <MathText text={text[l]?.trim() ?? ''} />
    </Typography>
  );
}
