import { afterEach, describe, expect, it, vi } from 'vitest';
import { newPaperKey, sealPaper } from '@pariksha/shared/exam/paper-crypto';
import type { ExamPaper, StartedSummary } from '@pariksha/shared/schemas/attempts';
import { clearPapers, hasSealedPaper, loadPaper, preloadSealedPaper, rememberStart, takeFreshStart } from './exam-paper.ts';

const SET = '11111111-1111-4111-8111-111111111111';
const VERSION = '0123456789abcdef0123';
const paper: ExamPaper = {
  setId: SET,
  version: VERSION,
  sections: [],
  questions: [
    {
      id: 'q1',
      sectionId: 's1',
      position: 1,
      text: { hi: 'पहला प्रश्न', en: 'First question' },
      options: [{ id: 'a', text: { en: 'A' } }],
      imageUrl: null,
      multipleCorrect: false,
    },
  ],
};
const ref = { version: VERSION, url: `/api/exam-sets/${SET}/paper/${VERSION}`, encryptedUrl: `/api/exam-sets/${SET}/paper/${VERSION}.enc` };

async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function started(key: string, at = '2026-11-26T10:00:00.000Z'): StartedSummary {
  return {
    id: 'att',
    setId: SET,
    examId: 'exam',
    status: 'inProgress',
    language: 'hi',
    title: {},
    examTitle: {},
    timingMode: 'whole',
    startedAt: at,
    deadline: '2026-11-26T11:00:00.000Z',
    serverNow: at,
    schedule: null,
    paper: ref,
    paperKey: key,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearPapers();
});

describe('the pre-loaded paper', () => {
  it('is downloaded sealed during the countdown, opened with the start’s key, and then read without a request', async () => {
    const key = newPaperKey();
    const bytes = await sealPaper(key, await gzip(JSON.stringify(paper)), SET, VERSION);
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        if (url.startsWith(`/api/exam-sets/${SET}/paper?`)) return Response.json({ setId: SET, opensAt: null, ...ref });
        if (url === ref.encryptedUrl) return new Response(bytes);
        return new Response('{}', { status: 500 });
      }),
    );
    expect(await preloadSealedPaper(SET)).toBe(VERSION);
    expect(hasSealedPaper(SET)).toBe(true);
    // The sealed bytes do not contain the question.
    expect(new TextDecoder().decode(bytes)).not.toContain('First question');

    await rememberStart(started(key));
    expect(await loadPaper(SET, ref)).toEqual(paper);
    expect(urls.filter((u) => u === ref.url)).toHaveLength(0);
    expect(takeFreshStart(SET)?.attempt.id).toBe('att');
    expect(takeFreshStart(SET)).toBeNull();
  });

  it('falls back to the plaintext URL when the key does not open the bytes', async () => {
    const bytes = await sealPaper(newPaperKey(), await gzip(JSON.stringify(paper)), SET, VERSION);
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith(`/api/exam-sets/${SET}/paper?`)) return Response.json({ setId: SET, opensAt: null, ...ref });
      if (url === ref.encryptedUrl) return new Response(bytes);
      if (url === ref.url) return Response.json(paper);
      return new Response('{}', { status: 500 });
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await preloadSealedPaper(SET);
    await rememberStart(started(newPaperKey()));
    expect(await loadPaper(SET, ref)).toEqual(paper);
    expect(fetchMock.mock.calls.map(([u]) => u)).toContain(ref.url);
  });

  it('hands a resumed attempt (started earlier) to the usual hall load', async () => {
    await rememberStart({ ...started(newPaperKey()), startedAt: '2026-11-26T09:00:00.000Z' });
    expect(takeFreshStart(SET)).toBeNull();
  });
});
