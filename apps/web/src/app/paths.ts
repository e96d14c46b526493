/** Every route path of the product, in one place (spec 2.2-2.4). */
export const paths = {
  home: '/',
  /** The marketing page of spec 2.7 for signed-in people (visitors see it at /); About links to it. */
  welcome: '/welcome',
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
  /** Mark a batch's day and read its month (issue 11). */
  attendanceManagement: '/organization/attendance-management',
  /** The organisation's students (issue 11), linked from the admin dashboard and the sidebar. */
  organizationStudents: '/organization/students',
  /** One student's report for their institute's staff (spec 2.4), printable. */
  studentPerformance: '/organization/student/:studentId/performance',
  /** Everyone's tests; admins and teachers also author there (decisions: outside the admin check). */
  examDashboard: '/organization/exam-dashboard',
  /** An attempt in progress: its sections, and the exam hall of one section. */
  examSections: '/exams/:examId/:setId/sections',
  examHall: '/exams/:examId/:setId/section/:sectionId',
  /** Test series; /exams/:examId/:segment is both :testLanguage (hi|en) and :setId (decisions.md). */
  exams: '/exams',
  examEntry: '/exams/:examId',
  examSegment: '/exams/:examId/:segment',
  examResults: '/exams/:examId/:setId/results',
  examAnalysis: '/exams/:examId/:setId/analysis',
  /** One question's discussion, open once a live test's window has closed (issue 16). */
  discussion: '/exams/:examId/questions/:questionId/discussion',
  mockTest: '/mock-test',
  examLeaderboard: '/exam-leaderboard',
  leaderboard: '/leaderboard',
  /** Points from quizzes, tests and the daily problem (docs/points.md). */
  globalLeaderboard: '/global-leaderboard',
  /** Study notes by subject and topic; a note is read in the page, staff write them. */
  notes: '/notes',
  noteNew: '/notes/new',
  note: '/notes/:noteId',
  noteEdit: '/notes/:noteId/edit',
  /** Study PDFs (linked from /notes); staff upload them. */
  pdfDownload: '/pdf-download',
  flashCards: '/flash-card',
  flashCardReview: '/flash-card/review',
  flashCardAll: '/flash-card/all',
  flashCardPublic: '/flash-card/public',
  /** One of my decks: its cards, to add and edit (not in the spec's list; a sub-page of /flash-card). */
  flashCardDeck: '/flash-card/deck/:deckId',
  /** Question practice and quizzes by taxonomy subject and topic (:category is the topic key). */
  questions: '/questions',
  questionsSubject: '/questions/:subject',
  questionsTopic: '/questions/:subject/:category',
  quiz: '/quiz',
  quizSubject: '/quiz/:subject',
  quizTopic: '/quiz/:subject/:category',
  quizDashboard: '/quiz-dashboard',
  /** Groups of an organisation (batches): staff create and manage them, students see theirs. */
  groupManagement: '/group-management',
  /** One group's chat (the chat feature's page). */
  groupChat: '/group-chat/:groupId',
  // Added by later issues; referenced here so links are typed once their pages exist.
  potd: '/potd',
  potdManagement: '/potd-management',
  adminDashboard: '/admin-dashboard',
  pricing: '/pricing',
  /** Checkout of the plan chosen on /pricing (spec 2.3). */
  purchase: '/purchase',
  /** The signed-in user's purchases with their GST receipts (linked from /profile and /pricing). */
  purchases: '/purchases',
  /** Staff: the organisation's plans, payments and receipt details (linked from the admin dashboard). */
  organizationPlans: '/organization/plans',
  /** Exam guides (spec 2.2, public): every template's exam, and one exam with its pattern (:examType is its slug). */
  examGuides: '/exam',
  examGuide: '/exam/:examType',
  /** Study tools (spec 2.2, public), client-side only. */
  studyTimer: '/study-timer',
  learningStyle: '/learning-style',
} as const;

/** The performance page of one student. */
export const studentPerformancePath = (studentId: string) => paths.studentPerformance.replace(':studentId', encodeURIComponent(studentId));

/** A question's discussion; `back` is the page to return to (the analysis that linked here). */
export const discussionPath = (examId: string, questionId: string, back?: string) =>
  paths.discussion.replace(':examId', encodeURIComponent(examId)).replace(':questionId', encodeURIComponent(questionId)) +
  (back ? `?back=${encodeURIComponent(back)}` : '');
