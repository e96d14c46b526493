/** The default organisation is the product's own brand (spec: "one special organisation id"). */
export const DEFAULT_ORG_ID = '00000000-0000-4000-8000-000000000001';
export const DEFAULT_PRODUCT_NAME = 'Pariksha';
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export const ROLES = ['user', 'admin', 'superAdmin'] as const;
export type Role = (typeof ROLES)[number];
export const ORG_ROLES = ['owner', 'teacher', 'student'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

export const LANGUAGES = ['hi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'hi';

/** Browser storage keys, exactly as the spec names them. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  role: 'role',
  subjects: 'subjects',
  sidebarOpen: 'sidebarOpen',
  userId: 'userId',
  userName: 'userName',
  username: 'username',
  userReport: 'userReport',
  currentStreak: 'currentStreak',
  maxStreak: 'maxStreak',
  bookmarkedProblems: 'bookmarkedProblems',
  selectedSubscription: 'selectedSubscription',
  selectedLanguage: 'selectedLanguage',
  organization: 'organization',
  profilePicture: 'profilePicture',
  isCollapsed: 'isCollapsed',
  showPotdDialog: 'showPotdDialog',
} as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const PASSWORD_RESET_TTL_MINUTES = 30;
export const TRIAL_DAYS = 14;

export const NOTIFICATION_BADGE_CAP = 10;
export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const POTD_DIALOG_CLOSE_MS = 1500;
export const SHARE_POPUP = { width: 550, height: 400 } as const;
export const SOCKET_OPTIONS = {
  transports: ['websocket'],
  reconnection: true,
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
  timeout: 10000,
} as const;
export const SIDEBAR_WIDTH = { collapsed: 16, expanded: 64 } as const;
export const USER_MENU_WIDTH = { small: 250, wide: 300 } as const;
export const AVATAR_COLOR = '#1976d2';
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
