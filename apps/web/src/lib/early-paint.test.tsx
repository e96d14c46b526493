// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HallSkeleton } from '../features/exam-hall/components/HallSkeleton.tsx';
import { ReviewSkeleton } from '../features/flash-cards/components/ReviewSkeleton.tsx';
import { forgetEarlyText } from './early-data.ts';
import './i18n.ts';

const HALL = '/exams/e1/s1/section/sec1';

function at(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

/**
 * The text /boot.js drew into the prerendered skeleton (the first card's front, the hall's
 * question) stays drawn by the app's skeleton at that address only, and only until the page has
 * drawn its own (issue 15: the app's first render over the shell must not take it away).
 */
describe("the skeletons keep /boot.js's early text", () => {
  afterEach(() => forgetEarlyText());

  it('the review skeleton draws the first card front at its address (with the deck in the query)', () => {
    globalThis.__earlyPaint = { path: '/flash-card/review?deck=d1', text: 'भारत का राष्ट्रीय पशु?' };
    at('/flash-card/review?deck=d1', <ReviewSkeleton />);
    expect(screen.getByText('भारत का राष्ट्रीय पशु?').closest('[data-early="card-front"]')).not.toBeNull();
  });

  it('the hall skeleton draws the question in its text block; another address gets the plain skeleton', () => {
    globalThis.__earlyPaint = { path: HALL, text: 'Doctor : Hospital :: Teacher : ?' };
    const { unmount } = at(HALL, <HallSkeleton />);
    expect(screen.getByText('Doctor : Hospital :: Teacher : ?').closest('[data-early="question-text"]')).not.toBeNull();
    unmount();
    at('/exams/e1/s1/section/sec2', <HallSkeleton />);
    expect(screen.queryByText('Doctor : Hospital :: Teacher : ?')).toBeNull();
  });

  it('once forgotten (the page drew its own), a later visit starts from the plain skeleton', () => {
    globalThis.__earlyPaint = { path: '/flash-card/review', text: 'Front' };
    forgetEarlyText();
    at('/flash-card/review', <ReviewSkeleton />);
    expect(screen.getByTestId('route-skeleton').querySelector('[data-early="card-front"]')).not.toBeNull();
    expect(screen.queryByText('Front')).toBeNull();
  });
});
