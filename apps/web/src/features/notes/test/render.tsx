import { setLanguage as setLanguageWith } from '../../../test/render.tsx';
import type { NoteDetail, NoteSummary, PdfSummary } from '@pariksha/shared/schemas/notes';

export * from '../../../test/render.tsx';

/** The shared page-test helpers, with this feature's namespace for setLanguage. */
export const setLanguage = (lang: 'en' | 'hi') => setLanguageWith(lang, ['notes']);

export const NOTE_ID = '11111111-1111-4111-8111-111111111111';
export const PDF_ID = '22222222-2222-4222-8222-222222222222';

export const noteSummary = (over: Partial<NoteSummary> = {}): NoteSummary => ({
  id: NOTE_ID,
  title: { hi: 'मौलिक अधिकार', en: 'Fundamental Rights' },
  subject: 'polity',
  topic: 'fundamental rights',
  excerpt: { hi: 'संविधान के भाग III में', en: 'Part III of the Constitution' },
  languages: ['hi', 'en'],
  organizationId: 'org',
  organizationName: 'Demo Institute',
  isPlatform: false,
  authorName: 'Rajesh Verma',
  updatedAt: '2026-03-01T10:00:00.000Z',
  canEdit: false,
  ...over,
});

export const noteDetail = (over: Partial<NoteDetail> = {}): NoteDetail => ({
  ...noteSummary(),
  body: { hi: '<h2>छह अधिकार</h2><p>समानता का अधिकार</p>', en: '<h2>Six rights</h2><p>Right to Equality</p>' },
  ...over,
});

export const pdfSummary = (over: Partial<PdfSummary> = {}): PdfSummary => ({
  id: PDF_ID,
  title: { hi: 'विभाज्यता के नियम', en: 'Divisibility Rules' },
  description: { en: 'Rules from 2 to 11' },
  subject: 'math',
  topic: 'number system',
  fileName: 'divisibility.pdf',
  sizeBytes: 3 * 1024,
  organizationId: 'org',
  organizationName: 'Demo Institute',
  isPlatform: false,
  uploaderName: 'Rajesh Verma',
  createdAt: '2026-03-01T10:00:00.000Z',
  canDelete: false,
  ...over,
});
