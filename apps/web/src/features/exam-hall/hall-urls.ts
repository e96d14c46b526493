import { generatePath, matchPath } from 'react-router';
import { paths } from '../../app/paths.ts';

/** Links within the attempt, and out of it to the exams feature's instructions and results pages. */
export const hallUrls = {
  instructions: (examId: string, setId: string) => generatePath(paths.examSegment, { examId, segment: setId }),
  results: (examId: string, setId: string, attemptId?: string) =>
    generatePath(paths.examResults, { examId, setId }) + (attemptId ? `?attemptId=${encodeURIComponent(attemptId)}` : ''),
  sections: (examId: string, setId: string) => generatePath(paths.examSections, { examId, setId }),
  section: (examId: string, setId: string, sectionId: string) => generatePath(paths.examHall, { examId, setId, sectionId }),
};

/**
 * Whether a path is one of the attempt's own pages (the section list or a section), where moving
 * does not leave the test. The app shell keeps its own copy: importing the shell from this lazy
 * chunk made the bundler split the first page's scripts (4 KiB more over the wire).
 */
export const isAttemptPath = (pathname: string) =>
  matchPath(paths.examSections, pathname) !== null || matchPath(paths.examHall, pathname) !== null;
