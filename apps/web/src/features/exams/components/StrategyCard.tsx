import { Suspense } from 'react';
import { Alert, Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttemptAdvice, SectionScheme, TopicAdvice } from '@pariksha/shared/schemas/attempt-advice';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { pickText } from '../../../lib/bilingual.ts';
import { useStrategy } from '../advice-api.ts';
import { optionsText, percent, schemeText, topicName } from '../lib/advice-text.ts';
import { whenSureSx } from './AttemptAdvicePanel.tsx';

const CHIP_LIMIT = 6;

/**
 * The short personal strategy on the instructions page, before a mock starts. Its words are a
 * namespace of their own, loaded on first show: only this card waits for it.
 */
export function StrategyCard(props: { setId: string }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={120} sx={{ borderRadius: '14px' }} />}>
      <Card {...props} />
    </Suspense>
  );
}

function Card({ setId }: { setId: string }) {
  const { t } = useTranslation('attemptAdvice');
  const strategy = useStrategy(setId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="strategy-heading" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '14px' }}>
      <Typography id="strategy-heading" component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {t('card.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.25 }}>
        {t('card.intro')}
      </Typography>
      {strategy.isPending ? (
        <Stack sx={{ gap: 1 }} aria-busy="true" aria-label={t('card.loading')}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      ) : strategy.isError ? (
        <RetryAlert onRetry={() => void strategy.refetch()}>{errorMessage(strategy.error, t('card.loadError'))}</RetryAlert>
      ) : (
        <StrategyBody strategy={strategy.data} />
      )}
    </Paper>
  );
}

function StrategyBody({ strategy }: { strategy: AttemptAdvice }) {
  const { t } = useTranslation('attemptAdvice');
  return (
    <Stack sx={{ gap: 1.75 }}>
      {strategy.historyAnswers === 0 && (
        <Alert severity="info" variant="outlined" sx={{ borderRadius: '12px', py: 0 }}>
          {t('card.noHistory')}
        </Alert>
      )}
      {strategy.sections.map((s) => (
        <SectionStrategy key={s.sectionId} scheme={s} topics={strategy.topics.filter((x) => x.sectionId === s.sectionId)} />
      ))}
      <Typography variant="caption" color="text.secondary">
        {t('scheme.explain')}
      </Typography>
    </Stack>
  );
}

function SectionStrategy({ scheme, topics }: { scheme: SectionScheme; topics: TopicAdvice[] }) {
  const { t, i18n } = useTranslation('attemptAdvice');
  const lang = i18n.language;
  // Where a blind guess pays (or nothing is taken off), the rule is "answer everything": no topic lists.
  const judged = scheme.eliminate > 0;
  const groups = judged
    ? [
        {
          key: 'attempt',
          label: t('card.attempt'),
          color: 'success' as const,
          items: topics.filter((x) => x.recommendation === 'attempt'),
        },
        {
          key: 'attemptWhenSure',
          label: t('card.attemptWhenSure'),
          color: 'warning' as const,
          items: topics.filter((x) => x.recommendation === 'attemptWhenSure'),
        },
        {
          key: 'skip',
          label:
            scheme.eliminate >= scheme.options - 1 ? t('card.skipSure') : t('card.skip', { options: optionsText(t, scheme.eliminate) }),
          color: 'error' as const,
          items: topics.filter((x) => x.recommendation === 'skip'),
        },
      ].filter((g) => g.items.length > 0)
    : [];
  const unknown = judged ? topics.filter((x) => x.recommendation === 'notEnoughData').length : 0;

  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {pickText(scheme.name, lang)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {schemeText(t, scheme, lang).join(' · ')}
      </Typography>
      {groups.map((g) => (
        <Box key={g.key} sx={{ mt: 1 }}>
          <Typography variant="caption" sx={{ fontWeight: 700, display: 'block', mb: 0.5 }}>
            {g.label}
          </Typography>
          <Stack direction="row" component="ul" aria-label={g.label} sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.75, flexWrap: 'wrap' }}>
            {g.items.slice(0, CHIP_LIMIT).map((x) => (
              <Chip
                component="li"
                key={`${x.subject}/${x.topic}`}
                size="small"
                color={g.color}
                variant="outlined"
                label={t('card.topicWithAccuracy', { topic: topicName(x, lang), accuracy: percent(x.accuracy ?? 0, lang) })}
                sx={{ maxWidth: '100%', ...(g.key === 'attemptWhenSure' ? whenSureSx('outlined') : {}) }}
              />
            ))}
            {g.items.length > CHIP_LIMIT && (
              <Chip component="li" size="small" variant="outlined" label={t('card.more', { count: g.items.length - CHIP_LIMIT })} />
            )}
          </Stack>
        </Box>
      ))}
      {unknown > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
          {t('card.unknown', { count: unknown })}
        </Typography>
      )}
    </Box>
  );
}
