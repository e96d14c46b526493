import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('API documentation', () => {
  it('builds the OpenAPI document from every route schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/exam-sets/{setId}/attempts'].post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'view', in: 'query' })]),
    );
  });
});
