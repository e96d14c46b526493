import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Journeys that seed through the API (a test built, students' attempts sat) share these: who
 * calls, one request that must answer `status`, and the shapes they read back.
 */
export type Api = { request: APIRequestContext; token: string };
export type Exam = { id: string; sets: { id: string; title: { en?: string }; sections: { id: string }[] }[] };
/** The full start view: the attempt's paper, options with their ids. */
export type Paper = { id: string; questions: { id: string; options: { id: string; text: { en?: string } }[] }[] };

export const authHeaders = (api: Api) => ({ Authorization: `Bearer ${api.token}` });

export async function send<T>(api: Api, method: 'get' | 'post' | 'patch' | 'put', url: string, data?: unknown, status = 200): Promise<T> {
  const res = await api.request[method](url, { ...(data === undefined ? {} : { data: data as object }), headers: authHeaders(api) });
  expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}
