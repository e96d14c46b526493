import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, Navigate, Route, Routes, useParams } from 'react-router';
import { Box, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { useAuth } from '../../../lib/session.ts';
import { dashboardTabs, tabForPath } from '../lib/access.ts';
import { MyTests } from '../components/student/MyTests.tsx';

// The authoring tools are only for staff: a student's page never downloads them.
const loaders = {
  TestsTab: () => import('../components/tests/TestsTab.tsx').then((m) => ({ default: m.TestsTab })),
  CreateTest: () => import('../components/tests/CreateTest.tsx').then((m) => ({ default: m.CreateTest })),
  TestEditor: () => import('../components/tests/TestEditor.tsx').then((m) => ({ default: m.TestEditor })),
  BankTab: () => import('../components/bank/BankTab.tsx').then((m) => ({ default: m.BankTab })),
  QuestionEditorPage: () => import('../components/bank/QuestionEditorPage.tsx').then((m) => ({ default: m.QuestionEditorPage })),
  BulkImport: () => import('../components/import/BulkImport.tsx').then((m) => ({ default: m.BulkImport })),
  ResultsTab: () => import('../components/results/ResultsTab.tsx').then((m) => ({ default: m.ResultsTab })),
  ReportsTab: () => import('../components/reports/ReportsTab.tsx').then((m) => ({ default: m.ReportsTab })),
  IntegrityPage: () => import('../components/integrity/IntegrityPage.tsx').then((m) => ({ default: m.IntegrityPage })),
};
const TestsTab = lazy(loaders.TestsTab);
const CreateTest = lazy(loaders.CreateTest);
const TestEditor = lazy(loaders.TestEditor);
const BankTab = lazy(loaders.BankTab);
const QuestionEditorPage = lazy(loaders.QuestionEditorPage);
const BulkImport = lazy(loaders.BulkImport);
const ResultsTab = lazy(loaders.ResultsTab);
const ReportsTab = lazy(loaders.ReportsTab);
const IntegrityPage = lazy(loaders.IntegrityPage);

/**
 * /organization/exam-dashboard (signed in, not admin-guarded): a student's tests (upcoming,
 * live, done with scores); admins and teachers also get the authoring tabs as sub-paths.
 */
export function ExamDashboardPage() {
  const { t } = useTranslation('examDashboard');
  const { isStaff } = useAuth();
  const tabs = dashboardTabs(isStaff);
  const current = tabForPath(useParams()['*'] ?? '');

  // Staff move between these pages all the time: fetch them once the first one is shown, so a
  // click never leaves the old page on screen (and interactive) while a chunk downloads.
  useEffect(() => {
    if (!isStaff) return;
    const timer = setTimeout(() => Object.values(loaders).forEach((load) => void load().catch(() => undefined)), 1500);
    return () => clearTimeout(timer);
  }, [isStaff]);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto', minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {isStaff ? t('subtitleStaff') : t('subtitleStudent')}
      </Typography>
      {tabs.length > 1 && (
        <Tabs
          value={current}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('tabs.label')}
          // primary.main on the page background is 4.3:1; the darker shade passes AA.
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root.Mui-selected': { color: 'primary.dark' } }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={t(`tabs.${tab.key}`)}
              component={RouterLink}
              to={tab.path ? `${paths.examDashboard}/${tab.path}` : paths.examDashboard}
            />
          ))}
        </Tabs>
      )}
      <Suspense fallback={<LinearProgress aria-label={t('loading')} />}>
        <Routes>
          <Route index element={<MyTests />} />
          {isStaff && (
            <>
              <Route path="tests" element={<TestsTab />} />
              <Route path="tests/new" element={<CreateTest />} />
              <Route path="tests/:examId" element={<TestEditor />} />
              <Route path="question-bank" element={<BankTab />} />
              <Route path="question-bank/new" element={<QuestionEditorPage />} />
              <Route path="question-bank/:questionId" element={<QuestionEditorPage />} />
              <Route path="import" element={<BulkImport />} />
              <Route path="results" element={<ResultsTab />} />
              <Route path="results/:setId/integrity" element={<IntegrityPage />} />
              <Route path="reports" element={<ReportsTab />} />
            </>
          )}
          {/* A student on a staff link (or any unknown sub-path) lands on their own tests. */}
          <Route path="*" element={<Navigate to={paths.examDashboard} replace />} />
        </Routes>
      </Suspense>
    </Box>
  );
}
