import { Box, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import type { Bilingual } from '@pariksha/shared/schemas/exams';
import { OPTION_LETTERS, pickText } from '../lib/bilingual.ts';
import { MathText } from './MathText.tsx';

type Props = {
  options: { id: string; text: Bilingual }[];
  /** Null while the answer key is withheld (a live test not yet over): choices are shown without a verdict. */
  correctIds: string[] | null;
  chosenIds: string[];
  lang: string;
  labels: { correct: string; yours: string };
};

/** A reviewed question's options: the correct one green, a wrong choice red, each labelled in words as well as colour. */
export function ReviewOptions({ options, correctIds, chosenIds, lang, labels }: Props) {
  return (
    <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.75 }}>
      {options.map((o, i) => {
        const correct = correctIds?.includes(o.id) ?? false;
        const chosen = chosenIds.includes(o.id);
        const tone = correct ? 'success' : chosen ? (correctIds ? 'error' : 'primary') : null;
        return (
          <Box
            component="li"
            key={o.id}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              p: 1,
              borderRadius: '10px',
              border: '1px solid',
              borderColor: tone ? `${tone}.main` : 'divider',
              bgcolor:
                tone === 'success'
                  ? 'rgba(46,125,50,0.08)'
                  : tone === 'error'
                    ? 'rgba(211,47,47,0.07)'
                    : tone === 'primary'
                      ? 'rgba(25,118,210,0.06)'
                      : 'transparent',
            }}
          >
            <Typography component="span" sx={{ fontWeight: 700, minWidth: 20 }}>
              {OPTION_LETTERS[i]}.
            </Typography>
            <MathText text={pickText(o.text, lang)} sx={{ flexGrow: 1, minWidth: 0 }} />
            <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
              {correct && (
                <Typography
                  variant="caption"
                  sx={{ color: 'success.dark', fontWeight: 700, display: 'flex', gap: 0.5, alignItems: 'center' }}
                >
                  <CheckCircleIcon sx={{ fontSize: 16 }} aria-hidden />
                  {labels.correct}
                </Typography>
              )}
              {chosen && (
                <Typography
                  variant="caption"
                  sx={{
                    color: correct ? 'success.dark' : correctIds ? 'error.main' : 'primary.main',
                    fontWeight: 700,
                    display: 'flex',
                    gap: 0.5,
                    alignItems: 'center',
                  }}
                >
                  {!correct && correctIds && <CancelIcon sx={{ fontSize: 16 }} aria-hidden />}
                  {labels.yours}
                </Typography>
              )}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
