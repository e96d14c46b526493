import { lazy } from 'react';
import { useAuth } from '../../../lib/session.ts';

// Three chunks: a visitor's phone downloads the marketing page only, a signed-in one only its home.
const MarketingPage = lazy(() => import('./MarketingPage.tsx').then((m) => ({ default: m.MarketingPage })));
const StudentHomePage = lazy(() => import('./StudentHomePage.tsx').then((m) => ({ default: m.StudentHomePage })));
const StaffHomePage = lazy(() => import('./StaffHomePage.tsx').then((m) => ({ default: m.StaffHomePage })));

/**
 * `/` (decisions.md): the marketing page of spec 2.7 for visitors; signed in, the person's own
 * day, a student's or (admins, owners, teachers) the institute's. This small module is in the
 * first bundle (router.tsx imports it); the shell's Suspense shows the loading state while a
 * page's chunk arrives.
 */
export function HomePage() {
  const { isSignedIn, isStaff } = useAuth();
  if (!isSignedIn) return <MarketingPage />;
  return isStaff ? <StaffHomePage /> : <StudentHomePage />;
}
