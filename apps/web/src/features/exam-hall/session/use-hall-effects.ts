import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { hasMath } from '../../../lib/math-segments.ts';
import { loadKatex } from '../../../components/MathText.tsx';
import { hallUrls } from '../hall-urls.ts';
import type { HallSession } from './hall-session.ts';
import { useHall } from './use-hall-session.ts';

/** Once the attempt is submitted (by the student, automatically, or elsewhere): to the results. */
export function useResultsWhenFinished(session: HallSession, examId: string, setId: string) {
  const phase = useHall(session, (s) => s.phase);
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    if (phase !== 'finished') return;
    // The exams pages show the set's status and the new result.
    void client.invalidateQueries();
    void navigate(hallUrls.results(examId, setId, session.state.view.id), { replace: true });
  }, [phase, client, navigate, examId, setId, session]);
}

function subscribeVisibility(callback: () => void) {
  document.addEventListener('visibilitychange', callback);
  return () => document.removeEventListener('visibilitychange', callback);
}

export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * Runs `fn` once the frame being drawn has been painted (a timer after the next animation
 * frame); the returned function cancels it.
 */
function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Everything the attempt needs offline is fetched while online: the other attempt page's code,
 * KaTeX when the paper has maths, and the images of the section in view. After the question has
 * been painted (issue 15): asked for in the same task, they stood between a cheap phone's first
 * question and its paint. The question on screen asks for what it shows itself (MathText its
 * KaTeX, its image element the image).
 */
export function usePrefetchForOffline(session: HallSession, otherPage: () => Promise<unknown>, sectionId?: string) {
  const questions = useHall(session, (s) => s.questions);
  useEffect(() => afterPaint(() => void otherPage().catch(() => undefined)), [otherPage]);
  useEffect(() => {
    const texts = questions.flatMap((q) => [q.text.hi, q.text.en, ...q.options.flatMap((o) => [o.text.hi, o.text.en])]);
    if (!texts.some((x) => x && hasMath(x))) return;
    return afterPaint(() => void loadKatex().catch(() => undefined));
  }, [questions]);
  useEffect(
    () =>
      afterPaint(() => {
        for (const q of questions) {
          if (q.imageUrl && (!sectionId || q.sectionId === sectionId)) new Image().src = q.imageUrl;
        }
      }),
    [questions, sectionId],
  );
}
