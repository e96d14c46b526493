import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, ScrollRestoration, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppShell } from './shell/AppShell.tsx';
import { AdminRoute, ProtectedRoute } from './guards.tsx';
import { RouteError } from './RouteError.tsx';
import { paths } from './paths.ts';
import { pageChunks, prefetchOnIntent, startRoute } from './route-prefetch.ts';
import { ExamListSkeleton, HallSkeleton, PotdSkeleton, ReviewSkeleton, SubjectGridSkeleton } from './route-skeletons.tsx';
// Not lazy: it only picks which of its three lazy pages / shows (one request less on a visitor's first page).
import { HomePage } from '../features/home/pages/HomePage.tsx';

/** Route-level code splitting: each page is its own chunk, so a phone loads only what it shows. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const MarketingPage = page(() => import('../features/home/pages/MarketingPage.tsx'), 'MarketingPage');
const SignInPage = page(() => import('../features/auth/pages/SignInPage.tsx'), 'SignInPage');
const SignUpPage = page(() => import('../features/auth/pages/SignUpPage.tsx'), 'SignUpPage');
const ForgotPasswordPage = page(() => import('../features/auth/pages/ForgotPasswordPage.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/pages/ResetPasswordPage.tsx'), 'ResetPasswordPage');
const LanguageSelectorPage = page(() => import('../features/auth/pages/LanguageSelectorPage.tsx'), 'LanguageSelectorPage');
const ProfilePage = page(() => import('../features/profile/pages/ProfilePage.tsx'), 'ProfilePage');
const AboutPage = page(() => import('../features/static-pages/pages/AboutPage.tsx'), 'AboutPage');
const PrivacyPolicyPage = page(() => import('../features/static-pages/pages/PrivacyPolicyPage.tsx'), 'PrivacyPolicyPage');
const TermsPage = page(() => import('../features/static-pages/pages/TermsPage.tsx'), 'TermsPage');
const ContactUsPage = page(() => import('../features/feedback/pages/ContactFormPage.tsx'), 'ContactUsPage');
const FeedbackPage = page(() => import('../features/feedback/pages/ContactFormPage.tsx'), 'FeedbackPage');
const UserFeedbackPage = page(() => import('../features/feedback/pages/UserFeedbackPage.tsx'), 'UserFeedbackPage');
const OrganizationCreatePage = page(() => import('../features/organizations/pages/OrganizationCreatePage.tsx'), 'OrganizationCreatePage');
const OrganizationManagePage = page(() => import('../features/organizations/pages/OrganizationManagePage.tsx'), 'OrganizationManagePage');
const AttendancePage = page(() => import('../features/attendance/pages/AttendancePage.tsx'), 'AttendancePage');
const StudentsPage = page(() => import('../features/students/pages/StudentsPage.tsx'), 'StudentsPage');
const OrganizationAdminDashboardPage = page(
  () => import('../features/organizations/pages/OrganizationAdminDashboardPage.tsx'),
  'OrganizationAdminDashboardPage',
);
const StudentPerformancePage = page(() => import('../features/organizations/pages/StudentPerformancePage.tsx'), 'StudentPerformancePage');
const AdminDashboardPage = page(() => import('../features/admin/pages/AdminDashboardPage.tsx'), 'AdminDashboardPage');
const ExamDashboardPage = page(() => import('../features/exam-dashboard/pages/ExamDashboardPage.tsx'), 'ExamDashboardPage');
const ExamSectionsPage = page(() => import('../features/exam-hall/pages/ExamSectionsPage.tsx'), 'ExamSectionsPage');
const ExamHallPage = page(pageChunks.examHall, 'ExamHallPage');
const ExamListPage = page(pageChunks.examList, 'ExamListPage');
const ExamEntryPage = page(() => import('../features/exams/pages/ExamSegmentPage.tsx'), 'ExamEntryPage');
const ExamSegmentPage = page(() => import('../features/exams/pages/ExamSegmentPage.tsx'), 'ExamSegmentPage');
const ExamResultsPage = page(() => import('../features/exams/pages/ResultsPage.tsx'), 'ResultsPage');
const ExamAnalysisPage = page(() => import('../features/exams/pages/AnalysisPage.tsx'), 'AnalysisPage');
const DiscussionPage = page(() => import('../features/discussions/pages/DiscussionPage.tsx'), 'DiscussionPage');
const LiveTestsPage = page(() => import('../features/exams/pages/LiveTestsPage.tsx'), 'LiveTestsPage');
const ExamLeaderboardPage = page(() => import('../features/exams/pages/ExamLeaderboardPage.tsx'), 'ExamLeaderboardPage');
const MyLeaderboardsPage = page(() => import('../features/exams/pages/MyLeaderboardsPage.tsx'), 'MyLeaderboardsPage');
const GlobalLeaderboardPage = page(() => import('../features/global-leaderboard/pages/GlobalLeaderboardPage.tsx'), 'GlobalLeaderboardPage');
const NotesPage = page(() => import('../features/notes/pages/NotesPage.tsx'), 'NotesPage');
const NotePage = page(() => import('../features/notes/pages/NotePage.tsx'), 'NotePage');
const NoteEditPage = page(() => import('../features/notes/pages/NoteEditPage.tsx'), 'NoteEditPage');
const PdfDownloadPage = page(() => import('../features/notes/pages/PdfDownloadPage.tsx'), 'PdfDownloadPage');
const PotdPage = page(pageChunks.potd, 'PotdPage');
const PotdManagementPage = page(() => import('../features/potd/pages/PotdManagementPage.tsx'), 'PotdManagementPage');
const QuestionsPage = page(() => import('../features/practice/pages/QuestionsPage.tsx'), 'QuestionsPage');
const QuestionsSubjectPage = page(() => import('../features/practice/pages/QuestionsSubjectPage.tsx'), 'QuestionsSubjectPage');
const QuestionsTopicPage = page(() => import('../features/practice/pages/QuestionsTopicPage.tsx'), 'QuestionsTopicPage');
const QuizHomePage = page(pageChunks.quizHome, 'QuizHomePage');
const QuizSubjectPage = page(() => import('../features/quiz/pages/QuizSubjectPage.tsx'), 'QuizSubjectPage');
const QuizTopicPage = page(() => import('../features/quiz/pages/QuizTopicPage.tsx'), 'QuizTopicPage');
const QuizDashboardPage = page(() => import('../features/quiz/pages/QuizDashboardPage.tsx'), 'QuizDashboardPage');
const FlashDecksPage = page(() => import('../features/flash-cards/pages/DecksPage.tsx'), 'DecksPage');
const FlashDeckPage = page(() => import('../features/flash-cards/pages/DeckPage.tsx'), 'DeckPage');
const FlashReviewPage = page(pageChunks.flashReview, 'ReviewPage');
const FlashAllCardsPage = page(() => import('../features/flash-cards/pages/AllCardsPage.tsx'), 'AllCardsPage');
const FlashPublicDecksPage = page(() => import('../features/flash-cards/pages/PublicDecksPage.tsx'), 'PublicDecksPage');
const ExamGuidesPage = page(() => import('../features/exam-guides/pages/ExamGuidesPage.tsx'), 'ExamGuidesPage');
const ExamGuidePage = page(() => import('../features/exam-guides/pages/ExamGuidePage.tsx'), 'ExamGuidePage');
const StudyTimerPage = page(() => import('../features/study-timer/pages/StudyTimerPage.tsx'), 'StudyTimerPage');
const LearningStylePage = page(() => import('../features/learning-style/pages/LearningStylePage.tsx'), 'LearningStylePage');
const GroupManagementPage = page(() => import('../features/groups/pages/GroupManagementPage.tsx'), 'GroupManagementPage');
const GroupChatPage = page(() => import('../features/chat/pages/GroupChatPage.tsx'), 'GroupChatPage');
const PricingPage = page(() => import('../features/payments/pages/PricingPage.tsx'), 'PricingPage');
const PurchasePage = page(() => import('../features/payments/pages/PurchasePage.tsx'), 'PurchasePage');
const PurchasesPage = page(() => import('../features/payments/pages/PurchasesPage.tsx'), 'PurchasesPage');
const PlansAdminPage = page(() => import('../features/payments/pages/PlansAdminPage.tsx'), 'PlansAdminPage');
const NotFoundPage = page(() => import('./NotFoundPage.tsx'), 'NotFoundPage');

const open = (path: string, Component: ComponentType): RouteObject => ({ path, element: <Component /> });
const protectedRoute = (path: string, Component: ComponentType): RouteObject => ({
  path,
  element: (
    <ProtectedRoute>
      <Component />
    </ProtectedRoute>
  ),
});
/** The app's query cache, handed in by createRouter: the loaders fill it (null when prerendering). */
let queryClient: QueryClient | null = null;

/**
 * A signed-in page without waterfalls (issue 15, app/route-prefetch.ts): its loader starts the
 * page's code, namespace and first data together and returns at once (the shell never waits for
 * them), and the page's skeleton stands in until the code and messages are there, both on the
 * first load (HydrateFallback) and on a later one (Suspense).
 */
const fastRoute = (path: string, Component: ComponentType, Skeleton: ComponentType): RouteObject => ({
  path,
  loader: ({ request }: LoaderFunctionArgs) => {
    void startRoute(queryClient, request.url);
    return null;
  },
  HydrateFallback: Skeleton,
  element: (
    <ProtectedRoute>
      <Suspense fallback={<Skeleton />}>
        <Component />
      </Suspense>
    </ProtectedRoute>
  ),
});
const adminRoute = (path: string, Component: ComponentType): RouteObject => ({
  path,
  element: (
    <AdminRoute>
      <Component />
    </AdminRoute>
  ),
});

export const routes: RouteObject[] = [
  {
    // A new page starts at its top (a link low on a long page would otherwise open the next one
    // half-way down); Back restores where you were. Keyed by path: a filter or page change in the
    // query keeps the position.
    element: (
      <>
        <AppShell />
        <ScrollRestoration getKey={(location) => location.pathname} />
      </>
    ),
    errorElement: <RouteError />,
    children: [
      open(paths.home, HomePage),
      open(paths.welcome, MarketingPage),
      open(paths.signIn, SignInPage),
      open(paths.signUp, SignUpPage),
      open(paths.forgotPassword, ForgotPasswordPage),
      open(paths.resetPassword, ResetPasswordPage),
      open(paths.languageSelector, LanguageSelectorPage),
      open(paths.about, AboutPage),
      open(paths.privacyPolicy, PrivacyPolicyPage),
      open(paths.termsConditions, TermsPage),
      open(paths.contactUs, ContactUsPage),
      open(paths.feedback, FeedbackPage),
      open(paths.userFeedback, UserFeedbackPage),
      protectedRoute(paths.profile, ProfilePage),
      // Sub-pages (tests, question bank, import, results) are the page's own nested routes.
      protectedRoute(`${paths.examDashboard}/*`, ExamDashboardPage),
      protectedRoute(paths.examSections, ExamSectionsPage),
      fastRoute(paths.examHall, ExamHallPage, HallSkeleton),
      fastRoute(paths.exams, ExamListPage, ExamListSkeleton),
      protectedRoute(paths.examEntry, ExamEntryPage),
      protectedRoute(paths.examSegment, ExamSegmentPage),
      protectedRoute(paths.examResults, ExamResultsPage),
      protectedRoute(paths.examAnalysis, ExamAnalysisPage),
      protectedRoute(paths.discussion, DiscussionPage),
      protectedRoute(paths.mockTest, LiveTestsPage),
      protectedRoute(paths.examLeaderboard, ExamLeaderboardPage),
      protectedRoute(paths.leaderboard, MyLeaderboardsPage),
      protectedRoute(paths.globalLeaderboard, GlobalLeaderboardPage),
      protectedRoute(paths.notes, NotesPage),
      protectedRoute(paths.noteNew, NoteEditPage),
      protectedRoute(paths.note, NotePage),
      protectedRoute(paths.noteEdit, NoteEditPage),
      protectedRoute(paths.pdfDownload, PdfDownloadPage),
      fastRoute(paths.potd, PotdPage, PotdSkeleton),
      protectedRoute(paths.potdManagement, PotdManagementPage),
      protectedRoute(paths.flashCards, FlashDecksPage),
      fastRoute(paths.flashCardReview, FlashReviewPage, ReviewSkeleton),
      protectedRoute(paths.flashCardAll, FlashAllCardsPage),
      protectedRoute(paths.flashCardPublic, FlashPublicDecksPage),
      protectedRoute(paths.flashCardDeck, FlashDeckPage),
      adminRoute(paths.adminDashboard, AdminDashboardPage),
      adminRoute(paths.organizationCreate, OrganizationCreatePage),
      adminRoute(paths.organizationManage, OrganizationManagePage),
      adminRoute(paths.organizationAdminDashboard, OrganizationAdminDashboardPage),
      adminRoute(paths.studentPerformance, StudentPerformancePage),
      adminRoute(paths.attendanceManagement, AttendancePage),
      adminRoute(paths.organizationStudents, StudentsPage),
      protectedRoute(paths.questions, QuestionsPage),
      protectedRoute(paths.questionsSubject, QuestionsSubjectPage),
      protectedRoute(paths.questionsTopic, QuestionsTopicPage),
      fastRoute(paths.quiz, QuizHomePage, SubjectGridSkeleton),
      protectedRoute(paths.quizSubject, QuizSubjectPage),
      protectedRoute(paths.quizTopic, QuizTopicPage),
      protectedRoute(paths.quizDashboard, QuizDashboardPage),
      protectedRoute(paths.groupManagement, GroupManagementPage),
      protectedRoute(paths.groupChat, GroupChatPage),
      // Public in spec 2.2; all four work without the server.
      open(paths.examGuides, ExamGuidesPage),
      open(paths.examGuide, ExamGuidePage),
      open(paths.studyTimer, StudyTimerPage),
      open(paths.learningStyle, LearningStylePage),
      open(paths.pricing, PricingPage),
      protectedRoute(paths.purchase, PurchasePage),
      protectedRoute(paths.purchases, PurchasesPage),
      adminRoute(paths.organizationPlans, PlansAdminPage),
      open('*', NotFoundPage),
    ],
  },
];

/** The browser's router; `client` is the app's query cache, which the loaders prefetch into. */
export const createRouter = (client?: QueryClient) => {
  queryClient = client ?? null;
  prefetchOnIntent();
  return createBrowserRouter(routes);
};
