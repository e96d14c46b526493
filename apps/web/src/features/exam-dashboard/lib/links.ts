import { generatePath } from 'react-router';
import { paths } from '../../../app/paths.ts';

/** Links into the student's exam pages (spec 2.3) and into this dashboard's own sub-pages. */
export const examLinks = {
  /** The set's instructions page (/exams/:examId/:setId). */
  set: (examId: string, setId: string) => generatePath(paths.examSegment, { examId, segment: setId }),
  results: (examId: string, setId: string) => generatePath(paths.examResults, { examId, setId }),
};

export const dashboardLinks = {
  home: paths.examDashboard,
  tests: `${paths.examDashboard}/tests`,
  newTest: `${paths.examDashboard}/tests/new`,
  test: (examId: string) => `${paths.examDashboard}/tests/${examId}`,
  bank: `${paths.examDashboard}/question-bank`,
  newQuestion: `${paths.examDashboard}/question-bank/new`,
  question: (id: string) => `${paths.examDashboard}/question-bank/${id}`,
  import: `${paths.examDashboard}/import`,
  results: (examId?: string, setId?: string) => {
    const query = new URLSearchParams();
    if (examId) query.set('exam', examId);
    if (setId) query.set('set', setId);
    const q = query.toString();
    return `${paths.examDashboard}/results${q ? `?${q}` : ''}`;
  },
};
