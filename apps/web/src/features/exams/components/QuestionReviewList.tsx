import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Box, Button, Chip, Snackbar, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttemptAnalysis } from '@pariksha/shared/schemas/attempts';
import {
  filterQuestions,
  hasBilingualQuestions,
  KEYLESS_FILTERS,
  OUTCOMES,
  outcomeCounts,
  sectionCounts,
  shownFor,
  type OutcomeFilter,
} from '../lib/analysis.ts';
import { QuestionReviewCard } from './QuestionReviewCard.tsx';
import { QuestionJump } from './QuestionJump.tsx';
import { ReportQuestionDialog } from './ReportQuestionDialog.tsx';
import { QuestionLanguageToggle } from '../../../components/QuestionLanguageToggle.tsx';
import { asLang, pickText, type Lang } from '../../../lib/bilingual.ts';
import { discussionPath } from '../../../app/paths.ts';

/** A cheap phone renders a handful of KaTeX-heavy cards at a time; "show more" adds the next ones. */
export const REVIEW_PAGE = 10;

/** A row of chips: wraps on a wide screen, scrolls sideways on a phone (one line, nothing pushed down). */
const chipRow = {
  gap: 0.75,
  flexWrap: { xs: 'nowrap', sm: 'wrap' },
  overflowX: { xs: 'auto', sm: 'visible' },
  pb: { xs: 0.5, sm: 0 },
  scrollbarWidth: 'thin',
  '& > *': { flexShrink: 0 },
} as const;

/**
 * The solutions: every question with the student's answer; a number jump, filters by outcome,
 * marked for review and section (with counts), the question language, and "report a question".
 */
export function QuestionReviewList({ analysis }: { analysis: AttemptAnalysis }) {
  const { t, i18n } = useTranslation('exams');
  const [outcome, setOutcome] = useState<OutcomeFilter>('all');
  const [sectionId, setSectionId] = useState<string>('all');
  const [shown, setShown] = useState(REVIEW_PAGE);
  const [contentLang, setContentLang] = useState<Lang>(() => asLang(i18n.language));
  const [jumpTo, setJumpTo] = useState<string | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set());
  const [note, setNote] = useState<string | null>(null);
  const location = useLocation();
  // A question's discussion opens with its answer key: after a live test's window, at once otherwise.
  const discussHref = (questionId: string) =>
    analysis.answersHidden ? undefined : discussionPath(analysis.result.examId, questionId, location.pathname + location.search);

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
  const perSection = sectionCounts(ordered, outcome);
  const visible = filterQuestions(ordered, { outcome, sectionId });
  const filters = analysis.answersHidden ? KEYLESS_FILTERS : OUTCOMES;

  const filterBy =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setShown(REVIEW_PAGE);
    };

  // A number outside the current filter clears the filters; then enough pages are shown to reach it.
  const jump = useCallback(
    (id: string) => {
      let list = visible;
      if (!visible.some((q) => q.id === id)) {
        setOutcome('all');
        setSectionId('all');
        list = ordered;
      }
      setShown((n) =>
        shownFor(
          list.findIndex((q) => q.id === id),
          n,
          REVIEW_PAGE,
        ),
      );
      setJumpTo(id);
    },
    [visible, ordered],
  );
  useEffect(() => {
    if (!jumpTo) return;
    const card = document.getElementById(`review-q-${jumpTo}`);
    card?.scrollIntoView?.({ block: 'start' });
    card?.focus({ preventScroll: true });
    setJumpTo(null);
  }, [jumpTo]);

  const onReport = useCallback((id: string) => setReporting(id), []);

  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <QuestionJump questions={ordered} numbers={numbers} onJump={jump} />
        {hasBilingualQuestions(ordered) && (
          <QuestionLanguageToggle
            value={contentLang}
            onChange={setContentLang}
            labels={{ group: t('analysis.languageLabel'), hi: t('analysis.languageHi'), en: t('analysis.languageEn') }}
          />
        )}
      </Stack>
      <Stack direction="row" role="group" aria-label={t('analysis.outcomeFilter')} sx={chipRow}>
        {filters.map((o) => (
          <Chip
            key={o}
            clickable
            color={outcome === o ? 'primary' : 'default'}
            variant={outcome === o ? 'filled' : 'outlined'}
            label={`${t(o === 'all' ? 'analysis.all' : o === 'marked' ? 'analysis.filter.marked' : `outcome.${o}`)} (${counts[o]})`}
            aria-pressed={outcome === o}
            onClick={() => filterBy(setOutcome)(o)}
          />
        ))}
      </Stack>
      {sections.length > 1 && (
        <Stack direction="row" role="group" aria-label={t('analysis.sectionFilter')} sx={chipRow}>
          {[{ id: 'all', name: t('analysis.allSections'), count: filterQuestions(ordered, { outcome, sectionId: 'all' }).length }]
            .concat(
              sections.map((s) => ({
                id: s.sectionId,
                name: sectionNames.get(s.sectionId) ?? '',
                count: perSection.get(s.sectionId) ?? 0,
              })),
            )
            .map((s) => (
              <Chip
                key={s.id}
                clickable
                size="small"
                color={sectionId === s.id ? 'secondary' : 'default'}
                variant={sectionId === s.id ? 'filled' : 'outlined'}
                label={`${s.name} (${s.count})`}
                aria-pressed={sectionId === s.id}
                onClick={() => filterBy(setSectionId)(s.id)}
              />
            ))}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" role="status">
        {t('analysis.showing', { shown: Math.min(shown, visible.length), total: visible.length })}
      </Typography>
      {visible.length === 0 ? (
        <Box sx={{ py: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('analysis.noneMatch')}</Typography>
          <Button
            sx={{ mt: 1 }}
            onClick={() => {
              setOutcome('all');
              setSectionId('all');
            }}
          >
            {t('analysis.clearFilters')}
          </Button>
        </Box>
      ) : (
        visible
          .slice(0, shown)
          .map((q) => (
            <QuestionReviewCard
              key={q.id}
              question={q}
              number={numbers.get(q.id) ?? 0}
              sectionName={sectionNames.get(q.sectionId) ?? ''}
              contentLang={contentLang}
              onReport={onReport}
              reported={reported.has(q.id)}
              discussHref={discussHref(q.id)}
            />
          ))
      )}
      {visible.length > shown && (
        <Button variant="outlined" onClick={() => setShown((n) => n + REVIEW_PAGE)} sx={{ alignSelf: 'center' }}>
          {t('analysis.showMore', { count: Math.min(REVIEW_PAGE, visible.length - shown) })}
        </Button>
      )}
      {reporting && (
        <ReportQuestionDialog
          questionId={reporting}
          number={numbers.get(reporting) ?? 0}
          setId={analysis.result.setId}
          onClose={() => setReporting(null)}
          onReported={(message) => {
            setReported((s) => new Set(s).add(reporting));
            setReporting(null);
            setNote(message);
          }}
        />
      )}
      <Snackbar open={note !== null} message={note} autoHideDuration={6000} onClose={() => setNote(null)} />
    </Stack>
  );
}
