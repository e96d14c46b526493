import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './test/app.ts';
import { languageFromCookie, routeOf } from './lib/prerendered.ts';
import { MAX_URL_LENGTH } from './app.ts';

/**
 * Issue 15: the public pages prerendered at build time are sent as HTML in the reader's language
 * (the `selectedLanguage` cookie mirrors the web's localStorage choice), every other page gets
 * the SPA's index.html; an over-long address is a 414 in the error shape, not echoed.
 */
let t: TestApp;
let web: FastifyInstance;
let dist: string;

const INDEX = '<!doctype html><html lang="hi"><head><title>Pariksha</title></head><body><div id="root"></div></body></html>';
const pageFile = (lang: string, text: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Pariksha</title></head><body><div id="root" data-prerendered="${lang}">${text}</div></body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'pariksha-web-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  for (const [lang, route, text] of [
    ['hi', '', 'मुखपृष्ठ'],
    ['en', '', 'Home page'],
    ['hi', 'about', 'हमारे बारे में'],
    ['en', 'about', 'About us'],
    ['hi', 'exam/ssc-cgl-tier-1', 'SSC CGL हिंदी'],
    // A signed-in page's shell under its pattern (the exam hall).
    ['hi', 'exams/:examId/:setId/section/:sectionId', 'परीक्षा कक्ष का ढाँचा'],
  ] as const) {
    mkdirSync(path.join(dist, 'prerender', lang, route), { recursive: true });
    writeFileSync(path.join(dist, 'prerender', lang, route, 'index.html'), pageFile(lang, text));
  }
  t = await createTestApp();
  web = await t.withConfig({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });

describe('prerendered public pages', () => {
  it('sends the Hindi file by default, and the English one when the cookie says en', async () => {
    const hi = await get('/about');
    expect(hi.statusCode).toBe(200);
    expect(hi.headers['content-type']).toMatch(/^text\/html/);
    expect(hi.body).toContain('हमारे बारे में');
    expect(hi.headers['content-language']).toBe('hi');
    expect(String(hi.headers.vary)).toMatch(/Cookie/);
    expect(hi.headers['cache-control']).toBe('no-cache');

    const en = await get('/about', { cookie: 'theme=x; selectedLanguage=en' });
    expect(en.body).toContain('About us');
    expect(en.headers['content-language']).toBe('en');
    expect((await get('/', { cookie: 'selectedLanguage=en' })).body).toContain('Home page');
    expect((await get('/', { cookie: 'selectedLanguage=hi' })).body).toContain('मुखपृष्ठ');
    // An unknown language is Hindi, the default.
    expect((await get('/about', { cookie: 'selectedLanguage=fr' })).body).toContain('हमारे बारे में');
  });

  it('sends the SPA index where no file exists in that language, and for other paths', async () => {
    expect((await get('/exam/ssc-cgl-tier-1')).body).toContain('SSC CGL हिंदी');
    const enMissing = await get('/exam/ssc-cgl-tier-1', { cookie: 'selectedLanguage=en' });
    expect(enMissing.body).toContain('<div id="root"></div>');
    for (const url of ['/exams', '/signin', '/about/extra', '/ABOUT', '/about?x=1#y']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      if (url.startsWith('/about?')) expect(res.body).toContain('हमारे बारे में');
      else expect(res.body, url).toContain('<div id="root"></div>');
    }
    expect((await get('/about/')).body).toContain('हमारे बारे में');
  });

  it("matches a shell stored under a pattern by the path's segments", async () => {
    expect((await get('/exams/e1/s-2/section/3')).body).toContain('परीक्षा कक्ष का ढाँचा');
    expect((await get('/exams/e1/s-2/section/3/')).body).toContain('परीक्षा कक्ष का ढाँचा');
    // Another shape (results, one segment more or less) or the other language without its file: the SPA's index.
    for (const [url, cookie] of [
      ['/exams/e1/s-2/results', ''],
      ['/exams/e1/s-2/section', ''],
      ['/exams/e1/s-2/section/3/x', ''],
      ['/exams/e1/s-2/section/3', 'selectedLanguage=en'],
    ]) {
      expect((await get(url!, { cookie: cookie! })).body, url).toContain('<div id="root"></div>');
    }
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const br = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('हमारे बारे में');
    const gz = await get('/about', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('हमारे बारे में');
    const none = await get('/about', { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the API answering JSON', async () => {
    const res = await get('/api/no-such-route', { cookie: 'selectedLanguage=en' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('is not used under another brand (the prerendered pages carry the default one)', async () => {
    const branded = await t.withConfig({ webDist: dist, productName: 'Vidya' });
    const res = await branded.inject({ method: 'GET', url: '/about' });
    expect(res.body).toContain('<title>Vidya</title>');
    expect(res.body).not.toContain('हमारे बारे में');
  });
});

describe('language cookie and route helpers', () => {
  it('reads selectedLanguage among other cookies', () => {
    expect(languageFromCookie(undefined)).toBe('hi');
    expect(languageFromCookie('')).toBe('hi');
    expect(languageFromCookie('a=1; selectedLanguage=en; b=2')).toBe('en');
    expect(languageFromCookie('selectedLanguage=hi')).toBe('hi');
    expect(languageFromCookie('selectedLanguage=EN')).toBe('hi');
    expect(languageFromCookie('xselectedLanguage=en')).toBe('hi');
  });

  it('normalises only plain paths', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/about/')).toBe('/about');
    expect(routeOf('/exam/ssc-cgl-tier-1?tab=2')).toBe('/exam/ssc-cgl-tier-1');
    expect(routeOf('/%2e%2e/secret')).toBeNull();
    expect(routeOf('//about')).toBeNull();
    expect(routeOf('/../prerender')).toBeNull();
  });
});

describe('over-long addresses', () => {
  it('answers 414 in the error shape without echoing the path, for pages and the API', async () => {
    for (const prefix of ['/', '/api/', '/exam/']) {
      const marker = 'x'.repeat(MAX_URL_LENGTH + 10);
      const res = await t.app.inject({ method: 'GET', url: `${prefix}${marker}` });
      expect(res.statusCode, prefix).toBe(414);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: { code: 'URI_TOO_LONG', message: expect.any(String) } });
      expect(res.body).not.toContain('xxxxxxxxxx');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const post = await t.app.inject({ method: 'POST', url: `/api/auth/signin?${'q'.repeat(MAX_URL_LENGTH)}`, payload: {} });
    expect(post.statusCode).toBe(414);
  });

  it('still routes an address just under the limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/health?${'a'.repeat(MAX_URL_LENGTH - 100)}` });
    expect(res.statusCode).toBe(200);
  });
});
