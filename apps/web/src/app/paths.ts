/** Every route path of the product, in one place (spec 2.2-2.4). */
export const paths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  privacyPolicy: '/privacy-policy',
  termsConditions: '/terms-conditions',
  about: '/about',
  contactUs: '/contact-us',
  feedback: '/feedback',
  languageSelector: '/language-selector',
  userFeedback: '/user-feedback',
  profile: '/profile',
  organizationCreate: '/organization/create',
  organizationManage: '/organization/manage',
  organizationAdminDashboard: '/organization/admin-dashboard',
  // Added by later issues; referenced here so links are typed once their pages exist.
  potd: '/potd',
  potdManagement: '/potd-management',
  adminDashboard: '/admin-dashboard',
  pricing: '/pricing',
} as const;
