import { Suspense } from 'react';
import { Alert, Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttemptAdvice, Recommendation, TopicAdvice } from '@pariksha/shared/schemas/attempt-advice';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { pickText } from '../../../lib/bilingual.ts';
import { useAttemptAdvice } from '../advice-api.ts';
import { adviceDetail, adviceSentence, schemeText } from '../lib/advice-text.ts';

export const VERDICT_COLOR: Record<Recommendation, 'success' | 'warning' | 'error' | 'default'> = {
  attempt: 'success',
  attemptWhenSure: 'warning',
  skip: 'error',
  notEnoughData: 'default',
};

/**
 * MUI's warning orange (#ed6c02, even its dark #e65100) is under 4.5:1 against white for a
 * chip's small text; this amber is 5.7:1 on white and 5.2:1 on the rows' grey (axe checks it).
 */
export const WHEN_SURE = '#a84b00';
export const whenSureSx = (variant: 'filled' | 'outlined') =>
  variant === 'filled' ? { bgcolor: WHEN_SURE, color: '#fff' } : { color: WHEN_SURE, borderColor: WHEN_SURE };

/**
 * The analysis' "Should I attempt?": per topic of the paper, from the student's own history.
 * Its words are a namespace of their own, loaded on first show: only this panel waits for it.
 */
export function AttemptAdvicePanel(props: { setId: string; attemptId?: string }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ mt: 2, borderRadius: '14px' }} />}>
      <Panel {...props} />
    </Suspense>
  );
}

function Panel({ setId, attemptId }: { setId: string; attemptId?: string }) {
  const { t } = useTranslation('attemptAdvice');
  const advice = useAttemptAdvice(setId, attemptId);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="attempt-advice-heading"
      sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '14px', mt: 2 }}
    >
      <Typography id="attempt-advice-heading" component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {t('panel.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('panel.intro')}
      </Typography>
      {advice.isPending ? (
        <Stack sx={{ gap: 1 }} aria-busy="true" aria-label={t('panel.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : advice.isError ? (
        <RetryAlert onRetry={() => void advice.refetch()}>{errorMessage(advice.error, t('panel.loadError'))}</RetryAlert>
      ) : (
        <AdviceBody advice={advice.data} />
      )}
    </Paper>
  );
}

function AdviceBody({ advice }: { advice: AttemptAdvice }) {
  const { t, i18n } = useTranslation('attemptAdvice');
  const lang = i18n.language;
  return (
    <Stack sx={{ gap: 2.5 }}>
      {advice.historyAnswers === 0 && (
        <Alert severity="info" variant="outlined" sx={{ borderRadius: '12px' }}>
          {t('panel.noHistory')}
        </Alert>
      )}
      {advice.sections.map((section) => {
        const topics = advice.topics.filter((x) => x.sectionId === section.sectionId);
        if (!topics.length) return null;
        const name = pickText(section.name, lang);
        return (
          <Box key={section.sectionId}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {schemeText(t, section, lang).join(' · ')}
            </Typography>
            <Stack component="ul" aria-label={t('panel.topicsOf', { section: name })} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.25 }}>
              {topics.map((topic) => (
                <TopicRow key={`${topic.subject}/${topic.topic}`} topic={topic} penalty={section.markWrong} />
              ))}
            </Stack>
          </Box>
        );
      })}
      <Typography variant="caption" color="text.secondary">
        {t('scheme.explain')}
      </Typography>
    </Stack>
  );
}

function TopicRow({ topic, penalty }: { topic: TopicAdvice; penalty: string }) {
  const { t, i18n } = useTranslation('attemptAdvice');
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 0.75, sm: 1.25 },
        alignItems: 'flex-start',
        bgcolor: 'action.hover',
        borderRadius: '10px',
        p: 1.25,
      }}
    >
      <Chip
        size="small"
        color={VERDICT_COLOR[topic.recommendation]}
        variant={topic.recommendation === 'notEnoughData' ? 'outlined' : 'filled'}
        label={t(`verdict.${topic.recommendation}`)}
        // One width at sm+ so the sentences of a section line up.
        sx={{
          flexShrink: 0,
          mt: 0.25,
          fontWeight: 600,
          minWidth: { sm: 128 },
          ...(topic.recommendation === 'attemptWhenSure' ? whenSureSx('filled') : {}),
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">{adviceSentence(t, topic, { markWrong: penalty }, i18n.language)}</Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {`${adviceDetail(t, topic, i18n.language)} · ${t('detail.questions', { count: topic.questions })}`}
        </Typography>
      </Box>
    </Box>
  );
}
