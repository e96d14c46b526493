import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Journeys that seed through the API (a test built, students' attempts sat) share these: who
 * calls, one request that must answer `status`, and the shapes they read back.
 */
export type Api = { request: APIRequestContext; token: string };
export type Exam = { id: string; sets: { id: string; title: { en?: string }; sections: { id: string }[] }[] };
/** A started attempt with its paper (startPaper): the questions, options with their ids. */
export type Paper = { id: string; questions: { id: string; options: { id: string; text: { en?: string } }[] }[] };

export const authHeaders = (api: Api) => ({ Authorization: `Bearer ${api.token}` });

export async function send<T>(api: Api, method: 'get' | 'post' | 'patch' | 'put', url: string, data?: unknown, status = 200): Promise<T> {
  const res = await api.request[method](url, { ...(data === undefined ? {} : { data: data as object }), headers: authHeaders(api) });
  expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/**
 * The started attempt with its paper. No start carries the paper: it is its own resource at
 * `paper.url`, as the hall loads it (issue 14).
 */
export async function withPaper(
  request: APIRequestContext,
  headers: Record<string, string>,
  started: { id: string; paper: { url: string } },
): Promise<Paper> {
  const res = await request.get(started.paper.url, { headers });
  expect(res.status(), `GET ${started.paper.url}: ${await res.text()}`).toBe(200);
  const paper = (await res.json()) as { questions: Paper['questions'] };
  return { id: started.id, questions: paper.questions };
}

/** Starts an attempt (must answer `status`) and fetches its paper. */
export async function startPaper(api: Api, setId: string, language: 'en' | 'hi' = 'en', status = 201): Promise<Paper> {
  const started = await send<{ id: string; paper: { url: string } }>(api, 'post', `/api/exam-sets/${setId}/attempts`, { language }, status);
  return withPaper(api.request, authHeaders(api), started);
}
