import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { badRequest } from '../../../lib/errors.ts';
import { categoryOf, splitLanguages, type ImportImage, type Lang2, type ParsedFile } from './parsed.ts';

/**
 * Moodle XML: `<quiz><question type="multichoice">…</question></quiz>`. Multiple choice is
 * imported (and `category` entries set the subject/topic of the questions after them); any
 * other type is skipped and named. Images embedded as `<file name encoding="base64">` and
 * referenced by `@@PLUGINFILE@@/name` come along (the first one becomes the question's image).
 */

type XmlText = { text?: unknown; file?: XmlFile[]; '@_format'?: string };
type XmlFile = { '#text'?: string; '@_name'?: string; '@_encoding'?: string };
type XmlAnswer = XmlText & { '@_fraction'?: string };
type XmlQuestion = {
  '@_type'?: string;
  name?: XmlText;
  questiontext?: XmlText;
  generalfeedback?: XmlText;
  answer?: XmlAnswer[];
  category?: XmlText;
  tags?: { tag?: XmlText[] };
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => ['question', 'answer', 'file', 'tag'].includes(name),
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
});

const asString = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'object' ? '' : String(v));

const ENTITIES: Record<string, string> = {
  times: '×',
  divide: '÷',
  minus: '−',
  le: '≤',
  ge: '≥',
  ne: '≠',
  deg: '°',
  pi: 'π',
  radic: '√',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
};

/** Moodle's HTML to the plain text (with line breaks) that Pariksha's questions hold; multilang spans kept for splitting. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, '\n')
    .replace(/<img[^>]*>/gi, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&(times|divide|minus|le|ge|ne|deg|pi|radic|rsquo|lsquo|rdquo|ldquo|ndash|mdash);/g, (_, name: string) => ENTITIES[name])
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const textOf = (node: XmlText | undefined): Lang2 => {
  const raw = asString(node?.text);
  const lang = splitLanguages(raw);
  return { ...(lang.hi ? { hi: htmlToText(lang.hi) } : {}), ...(lang.en ? { en: htmlToText(lang.en) } : {}) };
};

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export function parseMoodleXml(source: string): ParsedFile {
  let doc: { quiz?: { question?: XmlQuestion[] } };
  try {
    doc = parser.parse(source, true) as typeof doc;
  } catch {
    throw badRequest('This file is not a Moodle XML question file');
  }
  const list = doc.quiz?.question;
  if (!Array.isArray(list)) throw badRequest('This file is not a Moodle XML question file');
  const result: ParsedFile = { questions: [], skipped: [], images: [] };
  let category: { subject?: string; topic?: string } = {};
  let number = 0;
  for (const q of list) {
    const type = q['@_type'] ?? 'unknown';
    if (type === 'category') {
      category = categoryOf(asString(q.category?.text));
      continue;
    }
    number += 1;
    const name = asString(q.name?.text) || `#${number}`;
    if (type !== 'multichoice') {
      result.skipped.push({ row: number, name, type });
      continue;
    }
    const html = asString(q.questiontext?.text);
    const referenced = html.match(/@@PLUGINFILE@@\/([^"'?\s>]+)/)?.[1];
    const file = (q.questiontext?.file ?? []).find(
      (f) => f['@_encoding'] === 'base64' && (!referenced || f['@_name'] === decodeURIComponent(referenced)),
    );
    let image: number | undefined;
    if (file?.['#text']) {
      const bytes = Buffer.from(file['#text'].replace(/\s+/g, ''), 'base64');
      if (bytes.length > 0 && bytes.length <= MAX_IMAGE_BYTES) {
        image = result.images.length;
        result.images.push({ name: file['@_name'] ?? `image-${number}`, bytes: new Uint8Array(bytes) } satisfies ImportImage);
      }
    }
    const difficulty = (q.tags?.tag ?? []).map((t) => asString(t.text)).find((t) => t.startsWith('difficulty:'));
    result.questions.push({
      row: number,
      ...category,
      ...(difficulty ? { difficulty: difficulty.slice('difficulty:'.length) } : {}),
      text: textOf(q.questiontext),
      options: (q.answer ?? []).map((a) => ({ ...textOf(a), correct: Number(a['@_fraction'] ?? 0) > 0 })),
      explanation: textOf(q.generalfeedback),
      ...(image === undefined ? {} : { image }),
    });
  }
  return result;
}

/** A question as the export writes it. */
export type ExportQuestion = {
  id: string;
  subject: string;
  topic: string;
  difficulty: string;
  text: Lang2;
  options: (Lang2 & { id: string })[];
  correctOptionIds: string[];
  explanation: Lang2;
  /** A Buffer, or the Uint8Array it becomes in a worker thread. */
  image?: { name: string; bytes: Uint8Array };
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Both languages through Moodle's multilang filter; one language as is. Line breaks as <br>. */
function multilang(b: Lang2): string {
  const html = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');
  if (b.hi && b.en) return `<span lang="hi" class="multilang">${html(b.hi)}</span><span lang="en" class="multilang">${html(b.en)}</span>`;
  return html(b.hi ?? b.en ?? '');
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  cdataPropName: '__cdata',
  suppressEmptyNode: false,
});
const cdata = (s: string) => ({ __cdata: s });

/** Moodle XML for the questions: a category per subject/topic, multichoice, images embedded. */
export function buildMoodleXml(questions: ExportQuestion[]): string {
  const out: unknown[] = [];
  let lastCategory = '';
  for (const q of questions) {
    const category = `$course$/top/${q.subject}/${q.topic}`;
    if (category !== lastCategory) {
      out.push({ '@_type': 'category', category: { text: category } });
      lastCategory = category;
    }
    const multi = q.correctOptionIds.length > 1;
    const share = 100 / q.correctOptionIds.length;
    const imageHtml = q.image ? `<p><img src="@@PLUGINFILE@@/${encodeURIComponent(q.image.name)}" alt=""></p>` : '';
    out.push({
      '@_type': 'multichoice',
      name: { text: (q.text.en ?? q.text.hi ?? '').slice(0, 80) },
      questiontext: {
        '@_format': 'html',
        text: cdata(`<p>${multilang(q.text)}</p>${imageHtml}`),
        ...(q.image
          ? {
              file: {
                '@_name': q.image.name,
                '@_path': '/',
                '@_encoding': 'base64',
                '#text': Buffer.from(q.image.bytes.buffer, q.image.bytes.byteOffset, q.image.bytes.byteLength).toString('base64'),
              },
            }
          : {}),
      },
      generalfeedback: { '@_format': 'html', text: cdata(multilang(q.explanation)) },
      defaultgrade: '1',
      penalty: '0',
      hidden: '0',
      idnumber: q.id,
      single: multi ? 'false' : 'true',
      shuffleanswers: 'false',
      answernumbering: 'abc',
      answer: q.options.map((o) => ({
        '@_fraction': q.correctOptionIds.includes(o.id) ? String(Math.round(share * 1e5) / 1e5) : '0',
        '@_format': 'html',
        text: cdata(multilang(o)),
      })),
      tags: { tag: [{ text: `difficulty:${q.difficulty}` }] },
    });
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ quiz: { question: out } }) as string}`;
}
