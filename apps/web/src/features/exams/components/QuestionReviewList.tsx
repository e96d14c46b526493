import { useMemo, useState } from 'react';
import { Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttemptAnalysis } from '@pariksha/shared/schemas/attempts';
import { filterQuestions, OUTCOMES, outcomeCounts, type OutcomeFilter } from '../lib/analysis.ts';
import { QuestionReviewCard } from './QuestionReviewCard.tsx';
import { pickText } from '../../../lib/bilingual.ts';

/** A cheap phone renders a handful of KaTeX-heavy cards at a time; "show more" adds the next ones. */
export const REVIEW_PAGE = 10;

/** Every question with the student's answer, filtered by outcome and section. */
export function QuestionReviewList({ analysis }: { analysis: AttemptAnalysis }) {
  const { t, i18n } = useTranslation('exams');
  const [outcome, setOutcome] = useState<OutcomeFilter>('all');
  const [sectionId, setSectionId] = useState<string>('all');
  const [shown, setShown] = useState(REVIEW_PAGE);

  const sections = analysis.result.sections;
  const sectionNames = useMemo(
    () => new Map(sections.map((s) => [s.sectionId, pickText(s.name, i18n.language)])),
    [sections, i18n.language],
  );
  // Numbers follow the paper (section order, then position), not the filter.
  const ordered = useMemo(() => {
    const rank = new Map(sections.map((s, i) => [s.sectionId, i]));
    return [...analysis.questions].sort((a, b) => (rank.get(a.sectionId) ?? 0) - (rank.get(b.sectionId) ?? 0) || a.position - b.position);
  }, [analysis.questions, sections]);
  const numbers = useMemo(() => new Map(ordered.map((q, i) => [q.id, i + 1])), [ordered]);
  const counts = outcomeCounts(ordered, sectionId);
  const visible = filterQuestions(ordered, { outcome, sectionId });

  const filterBy =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setShown(REVIEW_PAGE);
    };

  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" role="group" aria-label={t('analysis.outcomeFilter')} sx={{ gap: 0.75, flexWrap: 'wrap' }}>
          {/* Without the key there are no outcomes to filter by. */}
          {(analysis.answersHidden ? OUTCOMES.slice(0, 1) : OUTCOMES).map((o) => (
            <Chip
              key={o}
              clickable
              color={outcome === o ? 'primary' : 'default'}
              variant={outcome === o ? 'filled' : 'outlined'}
              label={`${t(o === 'all' ? 'analysis.all' : `outcome.${o}`)} (${counts[o]})`}
              aria-pressed={outcome === o}
              onClick={() => filterBy(setOutcome)(o)}
            />
          ))}
        </Stack>
        {sections.length > 1 && (
          <TextField
            select
            size="small"
            label={t('instructions.section')}
            value={sectionId}
            onChange={(e) => filterBy(setSectionId)(e.target.value)}
            sx={{ minWidth: 200 }}
            fullWidth={false}
          >
            <MenuItem value="all">{t('analysis.allSections')}</MenuItem>
            {sections.map((s) => (
              <MenuItem key={s.sectionId} value={s.sectionId}>
                {sectionNames.get(s.sectionId)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {t('analysis.showing', { shown: Math.min(shown, visible.length), total: visible.length })}
      </Typography>
      {visible.length === 0 ? (
        <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
          {t('analysis.noneMatch')}
        </Typography>
      ) : (
        visible
          .slice(0, shown)
          .map((q) => (
            <QuestionReviewCard key={q.id} question={q} number={numbers.get(q.id) ?? 0} sectionName={sectionNames.get(q.sectionId) ?? ''} />
          ))
      )}
      {visible.length > shown && (
        <Button variant="outlined" onClick={() => setShown((n) => n + REVIEW_PAGE)} sx={{ alignSelf: 'center' }}>
          {t('analysis.showMore', { count: Math.min(REVIEW_PAGE, visible.length - shown) })}
        </Button>
      )}
    </Stack>
  );
}
