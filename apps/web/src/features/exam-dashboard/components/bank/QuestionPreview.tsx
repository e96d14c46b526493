import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Box, Chip, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { OPTION_IDS } from '@pariksha/shared/schemas/question-bank';
import { MathText } from '../../../../components/MathText.tsx';
import type { QuestionFormValues } from '../../lib/question-form.ts';
import { useLang } from '../../lib/use-lang.ts';
import type { FormControlOf } from '../common/fields.tsx';
import { pickText, type Lang } from '../../../../lib/bilingual.ts';

/** What a student will see, in either language, as it is typed: maths rendered, the image, the answer marked. */
export function QuestionPreview({ control }: { control: FormControlOf<QuestionFormValues> }) {
  const { t } = useTranslation('examDashboard');
  const uiLang = useLang();
  const [lang, setLang] = useState<Lang>(uiLang);
  const [text, options, explanation, imageUrl] = useWatch({ control, name: ['text', 'options', 'explanation', 'imageUrl'] });
  const question = pickText(text, lang);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="preview-title" sx={{ p: 2, bgcolor: 'grey.50' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="preview-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('preview.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={lang}
          onChange={(_, v: Lang | null) => v && setLang(v)}
          aria-label={t('preview.language')}
        >
          <ToggleButton value="hi" lang="hi">
            हिंदी
          </ToggleButton>
          <ToggleButton value="en" lang="en">
            English
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {!text?.[lang]?.trim() && question && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('preview.fallback')}
        </Typography>
      )}
      {question ? (
        <MathText text={question} component="div" sx={{ fontSize: '1.05rem', mb: 1.5 }} />
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('preview.empty')}
        </Typography>
      )}
      {imageUrl && <PreviewImage key={imageUrl} src={imageUrl} alt={t('preview.image')} failed={t('preview.imageFailed')} />}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('preview.options')}>
        {(options ?? []).map((o, i) => (
          <Stack
            component="li"
            key={i}
            direction="row"
            spacing={1}
            sx={{
              alignItems: 'flex-start',
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: o.isCorrect ? 'success.main' : 'divider',
              bgcolor: 'background.paper',
            }}
          >
            {o.isCorrect ? (
              <CheckCircleIcon color="success" fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-hidden />
            )}
            <Typography component="span" sx={{ fontWeight: 600 }}>
              ({OPTION_IDS[i]})
            </Typography>
            <MathText text={pickText(o, lang) || '—'} sx={{ flexGrow: 1, minWidth: 0 }} />
            {o.isCorrect && <Chip size="small" color="success" label={t('preview.correct')} />}
          </Stack>
        ))}
      </Stack>
      {pickText(explanation, lang) && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {t('preview.explanation')}
          </Typography>
          <MathText text={pickText(explanation, lang)} component="div" />
        </Box>
      )}
    </Paper>
  );
}

function PreviewImage({ src, alt, failed }: { src: string; alt: string; failed: string }) {
  const [broken, setBroken] = useState(false);
  if (!/^(https?:\/\/|\/api\/files\/)/.test(src)) return null;
  return broken ? (
    <Typography variant="body2" color="error" sx={{ mb: 1.5 }}>
      {failed}
    </Typography>
  ) : (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setBroken(true)}
      sx={{ maxWidth: '100%', maxHeight: 240, display: 'block', mb: 1.5, borderRadius: 1 }}
    />
  );
}
