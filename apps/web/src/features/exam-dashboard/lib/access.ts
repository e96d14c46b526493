/** The dashboard's tabs; each is a sub-path of /organization/exam-dashboard. */
export const DASHBOARD_TABS = [
  { key: 'mine', path: '' },
  { key: 'tests', path: 'tests' },
  { key: 'bank', path: 'question-bank' },
  { key: 'import', path: 'import' },
  { key: 'results', path: 'results' },
  { key: 'reports', path: 'reports' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export type DashboardTabKey = DashboardTab['key'];

const STUDENT_TABS: readonly DashboardTabKey[] = ['mine'];

/**
 * Students see their organisation's tests; admins and teachers also author. The staff tabs are
 * never shown to a student, since their API calls answer 403 and a 403 signs the caller out.
 */
export function dashboardTabs(isStaff: boolean): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => isStaff || STUDENT_TABS.includes(tab.key));
}

/** The tab a path under the dashboard belongs to ('tests/abc' -> tests). */
export function tabForPath(rest: string): DashboardTabKey {
  const first = rest.replace(/^\/+/, '').split('/')[0] ?? '';
  return DASHBOARD_TABS.find((t) => t.path !== '' && t.path === first)?.key ?? 'mine';
}
