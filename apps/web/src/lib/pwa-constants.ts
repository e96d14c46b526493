/** Names the service worker (src/sw.ts) and the page share. */
export const SHELL_URL = '/index.html';
export const SKIP_WAITING = 'SKIP_WAITING';
/** Runtime caches holding what an exam in progress needs offline; sign-out deletes them. */
export const EXAM_CACHES = { attempts: 'pariksha-exam-attempts', papers: 'pariksha-exam-papers' } as const;
