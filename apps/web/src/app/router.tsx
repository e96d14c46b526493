import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './shell/AppShell.tsx';
import { AdminRoute, ProtectedRoute } from './guards.tsx';
import { RouteError } from './RouteError.tsx';
import { paths } from './paths.ts';

/** Route-level code splitting: each page is its own chunk, so a phone loads only what it shows. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const HomePage = page(() => import('../features/home/pages/HomePage.tsx'), 'HomePage');
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
const OrganizationAdminDashboardPage = page(
  () => import('../features/organizations/pages/OrganizationAdminDashboardPage.tsx'),
  'OrganizationAdminDashboardPage',
);
const AdminDashboardPage = page(() => import('../features/admin/pages/AdminDashboardPage.tsx'), 'AdminDashboardPage');
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
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      open(paths.home, HomePage),
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
      adminRoute(paths.adminDashboard, AdminDashboardPage),
      adminRoute(paths.organizationCreate, OrganizationCreatePage),
      adminRoute(paths.organizationManage, OrganizationManagePage),
      adminRoute(paths.organizationAdminDashboard, OrganizationAdminDashboardPage),
      open('*', NotFoundPage),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
