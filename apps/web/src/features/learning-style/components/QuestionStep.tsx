import { useEffect, useRef } from 'react';
import { Box, Button, FormControlLabel, LinearProgress, Paper, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import type { Question, Style } from '../lib/questionnaire.ts';

type Props = {
  question: Question;
  index: number;
  total: number;
  value: Style | undefined;
  onChange: (style: Style) => void;
  onBack: () => void;
  onNext: () => void;
};

/** One question at a time: progress, the question as a radio group, back and next. */
export function QuestionStep({ question, index, total, value, onChange, onBack, onNext }: Props) {
  const { t } = useTranslation('learningStyle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const last = index === total - 1;
  const headingId = `ls-${question.id}`;

  // A new question takes the focus, so screen readers and keyboards start from it.
  useEffect(() => {
    if (index > 0) headingRef.current?.focus();
  }, [index]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '14px' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {t('progress', { current: index + 1, total })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((index + 1) / total) * 100}
        aria-label={t('progressLabel')}
        aria-valuetext={t('progress', { current: index + 1, total })}
        sx={{ height: 8, borderRadius: 4, mb: 3 }}
      />
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (value) onNext();
        }}
      >
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700, mb: 1.5, outline: 'none' }}
        >
          {t(`questions.${question.id}.text`)}
        </Typography>
        <RadioGroup aria-labelledby={headingId} value={value ?? ''} onChange={(e) => onChange(e.target.value as Style)}>
          {question.order.map((style) => (
            <FormControlLabel
              key={style}
              value={style}
              control={<Radio />}
              label={t(`questions.${question.id}.options.${style}`)}
              sx={{
                mx: 0,
                mb: 1,
                py: 0.5,
                pr: 1.5,
                border: '1px solid',
                borderColor: value === style ? 'primary.main' : 'divider',
                bgcolor: value === style ? 'rgba(25,118,210,0.06)' : 'transparent',
                borderRadius: '10px',
                alignItems: 'center',
              }}
            />
          ))}
        </RadioGroup>
        {!value && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('chooseOne')}
          </Typography>
        )}
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2, gap: 1 }}>
          <Button onClick={onBack} disabled={index === 0} startIcon={<ArrowBackIcon aria-hidden />}>
            {t('back')}
          </Button>
          <Button type="submit" variant="contained" disabled={!value} endIcon={last ? undefined : <ArrowForwardIcon aria-hidden />}>
            {last ? t('finish') : t('next')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
