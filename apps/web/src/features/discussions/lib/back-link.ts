/**
 * Where the thread's back button goes: the page that linked here (the analysis, passed as
 * ?back=), when it is one of this app's exam pages; else the test itself. Never another site.
 */
export function backTarget(back: string | null, examId: string): string {
  if (back && /^\/exams\/[^/?#]+\/[^?#]*/.test(back) && !back.startsWith('//')) return back;
  return `/exams/${encodeURIComponent(examId)}`;
}
