import { paths } from '../../app/paths.ts';

/**
 * Where the home's cards lead. Built from paths.ts (the exams feature builds the same URLs for
 * its own pages; features do not import each other).
 */
const fill = (path: string, values: Record<string, string>) =>
  Object.entries(values).reduce((p, [key, value]) => p.replace(`:${key}`, encodeURIComponent(value)), path);

export const homeLinks = {
  instructions: (examId: string, setId: string, lang: 'hi' | 'en') => `${fill(paths.examSegment, { examId, segment: setId })}?lang=${lang}`,
  exam: (examId: string, lang: 'hi' | 'en') => fill(paths.examSegment, { examId, segment: lang }),
  sections: (examId: string, setId: string) => fill(paths.examSections, { examId, setId }),
  results: (examId: string, setId: string, attemptId?: string) =>
    `${fill(paths.examResults, { examId, setId })}${attemptId ? `?attemptId=${encodeURIComponent(attemptId)}` : ''}`,
  quizTopic: (subject: string, topic: string) => fill(paths.quizTopic, { subject, category: topic }),
  studentPerformance: (studentId: string) => fill(paths.studentPerformance, { studentId }),
  attendance: (batchId: string) => `${paths.attendanceManagement}?batch=${encodeURIComponent(batchId)}`,
};
