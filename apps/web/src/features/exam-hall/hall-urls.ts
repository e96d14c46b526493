import { generatePath } from 'react-router';
import { paths } from '../../app/paths.ts';

/** Links within the attempt, and out of it to the exams feature's instructions and results pages. */
export const hallUrls = {
  instructions: (examId: string, setId: string) => generatePath(paths.examSegment, { examId, segment: setId }),
  results: (examId: string, setId: string, attemptId?: string) =>
    generatePath(paths.examResults, { examId, setId }) + (attemptId ? `?attemptId=${encodeURIComponent(attemptId)}` : ''),
  sections: (examId: string, setId: string) => generatePath(paths.examSections, { examId, setId }),
  section: (examId: string, setId: string, sectionId: string) => generatePath(paths.examHall, { examId, setId, sectionId }),
};
