import { lazy } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultTestLanguage, examUrls, parseExamSegment } from '../lib/route-shape.ts';

const ExamSetsPage = lazy(() => import('./ExamSetsPage.tsx').then((m) => ({ default: m.ExamSetsPage })));
const InstructionsPage = lazy(() => import('./InstructionsPage.tsx').then((m) => ({ default: m.InstructionsPage })));

/**
 * /exams/:examId/:segment is both /exams/:examId/:testLanguage (the sets in that language) and
 * /exams/:examId/:setId (the instructions): parseExamSegment decides.
 */
export function ExamSegmentPage() {
  const { examId = '', segment = '' } = useParams();
  const parsed = parseExamSegment(segment);
  return parsed.kind === 'language' ? (
    <ExamSetsPage key={examId} examId={examId} language={parsed.language} />
  ) : (
    <InstructionsPage key={parsed.setId} examId={examId} setId={parsed.setId} />
  );
}

/** /exams/:examId (a list click or an old link): open the exam in the UI language; the sets page corrects it if the exam lacks it. */
export function ExamEntryPage() {
  const { examId = '' } = useParams();
  const { i18n } = useTranslation();
  return <Navigate replace to={examUrls.exam(examId, defaultTestLanguage(['hi', 'en'], i18n.language))} />;
}
