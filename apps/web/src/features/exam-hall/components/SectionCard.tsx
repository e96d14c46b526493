import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SectionSummary } from '@pariksha/shared/schemas/exams';
import { formatClock, type SectionPhase } from '../model/countdown.ts';
import type { SectionCounts } from '../model/palette.ts';
import { type QuestionLanguage } from '../model/text.ts';
import { STATE_ORDER } from './state-style.ts';
import { StateBadge } from './StateBadge.tsx';
import { pickText } from '../../../lib/bilingual.ts';

type Props = {
  section: SectionSummary;
  counts: SectionCounts;
  language: QuestionLanguage;
  /** Per-section timing only. */
  timing: { phase: SectionPhase; leftMs: number; startsInMs: number } | null;
  started: boolean;
  enterUrl: string;
  canEnter: boolean;
};

/** One section of the attempt: its state counts, its time (per-section timing) and the way in. */
export function SectionCard({ section, counts, language, timing, started, enterUrl, canEnter }: Props) {
  const { t } = useTranslation('examHall');
  const name = pickText(section.name, language);
  const headingId = `section-${section.id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" id={headingId} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('sections.meta', { count: counts.total, correct: section.markCorrect, wrong: section.markWrong })}
          </Typography>
        </Box>
        {timing && (
          <Chip
            size="small"
            color={timing.phase === 'active' ? 'primary' : 'default'}
            label={
              timing.phase === 'active'
                ? t('sections.running', { time: formatClock(timing.leftMs) })
                : timing.phase === 'upcoming'
                  ? t('sections.upcoming', { time: formatClock(timing.startsInMs) })
                  : t('sections.ended')
            }
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          />
        )}
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 2 } }}>
        {STATE_ORDER.map((state) => (
          <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <StateBadge state={state} size={28}>
              {counts.counts[state]}
            </StateBadge>
            <Typography variant="body2" component="span">
              {t(`states.${state}`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button
        component={RouterLink}
        to={enterUrl}
        variant={canEnter ? 'contained' : 'outlined'}
        disabled={!canEnter}
        aria-label={t(started ? 'sections.continueNamed' : 'sections.enterNamed', { name })}
        sx={{ mt: 2, minHeight: 44, minWidth: { xs: '100%', sm: 200 } }}
      >
        {timing?.phase === 'ended'
          ? t('sections.closed')
          : timing?.phase === 'upcoming'
            ? t('sections.notYet')
            : started
              ? t('sections.continue')
              : t('sections.enter')}
      </Button>
    </Paper>
  );
}
