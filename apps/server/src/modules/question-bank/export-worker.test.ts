import { describe, expect, it } from 'vitest';
import { runInWorker, workerTaskAt } from '../../lib/workers/pool.ts';
import { buildExport } from './export-worker.ts';
import { buildMoodleXml, parseMoodleXml, type ExportQuestion } from './formats/moodle-xml.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const question = (i: number, image?: Uint8Array): ExportQuestion => ({
  id: `q${i}`,
  subject: 'math',
  topic: 'percentage',
  difficulty: 'easy',
  text: { hi: `प्रश्न ${i} <b>`, en: `Question ${i} & more` },
  options: [
    { id: 'a', hi: 'क', en: 'A' },
    { id: 'b', hi: 'ख', en: 'B' },
  ],
  correctOptionIds: ['b'],
  explanation: { en: 'Because' },
  ...(image ? { image: { name: `${i}.png`, bytes: image } } : {}),
});

describe('Moodle XML export off the event loop', () => {
  it('writes the same file from a plain Uint8Array picture (what a Buffer becomes in a worker)', async () => {
    const list = [question(1, new Uint8Array(PNG)), question(2)];
    const outcome = await buildExport(list);
    expect(outcome.ok).toBe(true);
    const bytes = (outcome as { ok: true; value: Uint8Array }).value;
    const xml = Buffer.from(bytes).toString('utf8');
    expect(xml).toBe(buildMoodleXml([question(1, PNG), question(2)]));
    const back = parseMoodleXml(xml);
    expect(back.questions).toHaveLength(2);
    expect(Buffer.from(back.images[0].bytes).equals(PNG)).toBe(true);
  });

  it('runs in the worker pool and comes back as UTF-8 bytes', async () => {
    const task = workerTaskAt<ExportQuestion[], Uint8Array>(new URL('./export-worker.ts', import.meta.url), 'buildExport');
    const bytes = await runInWorker(task, [question(3, PNG)], { timeoutMs: 60_000, tooComplex: 'too complex' });
    const xml = Buffer.from(bytes).toString('utf8');
    expect(xml).toContain('<span lang="hi" class="multilang">प्रश्न 3 &lt;b&gt;</span>');
    expect(xml).toContain(PNG.toString('base64'));
  });
});
