import { useId, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GENERATED_PRACTICE_BATCH, type GeneratedPracticeItem } from '@pariksha/shared/schemas/practice';
import { errorMessage } from '../../../lib/api.ts';
import type { Lang } from '../../../lib/bilingual.ts';
import { fetchGeneratedQuestions } from '../api.ts';
import { PracticeQuestionCard } from './PracticeQuestionCard.tsx';

type Props = { subject: string; topic: string; topicName: string; lang: Lang };

/**
 * Endless practice for the arithmetic topics: fresh generated questions, a batch at a time,
 * each checked against the question rebuilt from its generator and seed, with the worked
 * solution in the chosen language. The batches live in the page only; a reload starts afresh.
 */
export function GeneratedPractice({ subject, topic, topicName, lang }: Props) {
  const { t } = useTranslation('practice');
  const titleId = useId();
  const [items, setItems] = useState<GeneratedPracticeItem[]>([]);
  const more = useMutation({
    mutationFn: () => fetchGeneratedQuestions(subject, topic),
    onSuccess: (list) => setItems((prev) => [...prev, ...list.data]),
  });
  const label = more.isPending
    ? t('generated.generating')
    : items.length
      ? t('generated.more', { count: GENERATED_PRACTICE_BATCH })
      : t('generated.first', { count: GENERATED_PRACTICE_BATCH });
  const button = (
    <Button
      variant={items.length ? 'outlined' : 'contained'}
      startIcon={<AutoAwesomeIcon aria-hidden />}
      onClick={() => more.mutate()}
      disabled={more.isPending}
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      {label}
    </Button>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '16px', mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            borderRadius: '14px',
            bgcolor: 'primary.dark',
            color: 'common.white',
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          <AllInclusiveIcon />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            {t('generated.title', { name: topicName })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('generated.about')}
          </Typography>
        </Box>
        {items.length === 0 && <Box sx={{ flexShrink: 0 }}>{button}</Box>}
      </Stack>
      {more.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(more.error, t('generated.failed'))}
        </Alert>
      )}
      {items.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 2, mb: 1.5 }}>
            {t('generated.count', { count: items.length })}
          </Typography>
          <Stack sx={{ gap: 2 }}>
            {items.map((item, i) => (
              <PracticeQuestionCard
                key={`${item.generator}:${item.seed}:${i}`}
                question={{ ...item.question, lastAnswer: null }}
                number={i + 1}
                heading={t('generated.number', { n: i + 1 })}
                lang={lang}
                generated={{ generator: item.generator, seed: item.seed }}
              />
            ))}
          </Stack>
          <Box sx={{ mt: 2 }}>{button}</Box>
        </>
      )}
    </Paper>
  );
}
