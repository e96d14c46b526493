import type { SvgIconComponent } from '@mui/icons-material';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import FeedbackIcon from '@mui/icons-material/Feedback';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import RateReviewIcon from '@mui/icons-material/RateReview';
import AssignmentIcon from '@mui/icons-material/Assignment';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import DescriptionIcon from '@mui/icons-material/Description';
import QuizIcon from '@mui/icons-material/Quiz';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import InsightsIcon from '@mui/icons-material/Insights';
import StyleIcon from '@mui/icons-material/Style';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import GroupsIcon from '@mui/icons-material/Groups';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import SchoolIcon from '@mui/icons-material/School';
import type { Role } from '@pariksha/shared/constants';
import { paths } from './paths.ts';

export type NavEntry = { key: string; path: string; icon: SvgIconComponent; roles?: Role[] };

/**
 * The navigation of spec 2.5 in its order. Only entries whose pages exist are listed; each
 * later feature adds its own line (Test Series, Live Test, Quizzes, ... Attendance Management).
 */
export const navEntries: NavEntry[] = [
  { key: 'home', path: paths.home, icon: HomeIcon },
  { key: 'testSeries', path: paths.exams, icon: LibraryBooksIcon },
  { key: 'liveTest', path: paths.mockTest, icon: LiveTvIcon },
  { key: 'quizzes', path: paths.quiz, icon: QuizIcon },
  { key: 'questions', path: paths.questions, icon: HelpCenterIcon },
  { key: 'notes', path: paths.notes, icon: DescriptionIcon },
  { key: 'quizDashboard', path: paths.quizDashboard, icon: InsightsIcon },
  { key: 'examDashboard', path: paths.examDashboard, icon: AssignmentIcon },
  { key: 'leaderboard', path: paths.globalLeaderboard, icon: LeaderboardIcon },
  { key: 'problemOfDay', path: paths.potd, icon: LocalFireDepartmentIcon },
  { key: 'flashCard', path: paths.flashCards, icon: StyleIcon },
  // Not in spec 2.5's list: the way to /group-management (spec 2.3), for every signed-in user.
  { key: 'groups', path: paths.groupManagement, icon: GroupsIcon },
  { key: 'examsDetails', path: paths.examGuides, icon: MenuBookIcon },
  { key: 'about', path: paths.about, icon: InfoIcon },
  { key: 'contactUs', path: paths.contactUs, icon: ContactMailIcon },
  { key: 'feedback', path: paths.feedback, icon: FeedbackIcon },
  { key: 'organizationDashboard', path: paths.organizationAdminDashboard, icon: BusinessIcon, roles: ['admin', 'superAdmin'] },
  { key: 'attendanceManagement', path: paths.attendanceManagement, icon: EventAvailableIcon, roles: ['admin', 'superAdmin'] },
  // Not in spec 2.5's list: the way to the students page of the organisation dashboard (issue 11).
  { key: 'students', path: paths.organizationStudents, icon: SchoolIcon, roles: ['admin', 'superAdmin'] },
  { key: 'adminDashboard', path: paths.adminDashboard, icon: DashboardIcon, roles: ['superAdmin'] },
  { key: 'organizationsManagement', path: paths.organizationManage, icon: CorporateFareIcon, roles: ['superAdmin'] },
  { key: 'userFeedback', path: paths.userFeedback, icon: RateReviewIcon, roles: ['superAdmin'] },
];

export function navFor(role: Role | null): NavEntry[] {
  return navEntries.filter((e) => !e.roles || (role !== null && e.roles.includes(role)));
}
