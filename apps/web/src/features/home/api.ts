import { useQuery } from '@tanstack/react-query';
import type { StaffHome, StudentHome } from '@pariksha/shared/schemas/home';
import { apiGet } from '../../lib/api.ts';
import { asLang } from '../../lib/bilingual.ts';

/** The personal home: one aggregate request per role (a slow phone makes one call for its first screen). */
export const homeKeys = {
  all: ['home'] as const,
  student: (lang: string) => [...homeKeys.all, 'student', lang] as const,
  staff: () => [...homeKeys.all, 'staff'] as const,
};

/** The moment the answer arrived, for the countdowns' clock offset (the server is the clock). */
export type Received<T> = T & { receivedAt: number };

const withReceivedAt = async <T>(load: Promise<T>): Promise<Received<T>> => ({ ...(await load), receivedAt: Date.now() });

/** The server words labels (topics, the daily problem) in the asked language, so the key carries it. */
export const useStudentHome = (language: string) =>
  useQuery({
    queryKey: homeKeys.student(asLang(language)),
    queryFn: () => withReceivedAt(apiGet<StudentHome>('/home/student', { params: { lang: asLang(language) } })),
  });

export const useStaffHome = () => useQuery({ queryKey: homeKeys.staff(), queryFn: () => withReceivedAt(apiGet<StaffHome>('/home/staff')) });
