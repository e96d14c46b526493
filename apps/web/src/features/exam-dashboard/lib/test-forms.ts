import { z } from 'zod';
import {
  createExamRequest,
  createSetRequest,
  examCode,
  examKind,
  examVisibility,
  sectionInput,
  testLanguage,
  timingMode,
  updateExamRequest,
  updateSetRequest,
  type AuthoringExam,
  type AuthoringSection,
  type AuthoringSet,
  type ExamKind,
} from '@pariksha/shared/schemas/exams';
import type { ExamCode } from '@pariksha/shared/exam/templates';
import { isoToLocalInput, localInputToIso } from './datetime.ts';

const text = z.object({ hi: z.string(), en: z.string() });

/**
 * `from` then `to`: the form's own shape first, then the shared request schema, whose messages
 * the form shows. (zod's pipe() types want the target's input to match exactly; it need not.)
 */
function pipeInto<A extends z.ZodType, B extends z.ZodType>(from: A, to: B) {
  return from.pipe(to as unknown as z.ZodType<z.output<B>, z.output<A>>);
}
const live = (kind: ExamKind, local: string) => (kind === 'live' ? localInputToIso(local) : null);

/** The create form: the shared request with the live window typed as local date-times. */
const createFields = z.object({
  code: examCode,
  title: text,
  description: text,
  kind: examKind,
  visibility: examVisibility,
  languages: z.array(testLanguage),
  timingMode,
  startsAt: z.string(),
  endsAt: z.string(),
});
export type CreateTestValues = z.input<typeof createFields>;
export const createTestForm = pipeInto(
  createFields.transform((v) => ({ ...v, startsAt: live(v.kind, v.startsAt), endsAt: live(v.kind, v.endsAt) })),
  createExamRequest,
);

export function createTestDefaults(code: ExamCode = 'SSC'): CreateTestValues {
  return {
    code,
    title: { hi: '', en: '' },
    description: { hi: '', en: '' },
    kind: 'practice',
    visibility: 'organization',
    languages: ['hi', 'en'],
    timingMode: 'whole',
    startsAt: '',
    endsAt: '',
  };
}

/** The exam's own details (not its sets). A window is sent only for live tests (null clears it). */
const detailFields = createFields.omit({ code: true, timingMode: true });
export type ExamDetailsValues = z.input<typeof detailFields>;
export const examDetailsForm = pipeInto(
  detailFields.transform((v) => ({ ...v, startsAt: live(v.kind, v.startsAt), endsAt: live(v.kind, v.endsAt) })),
  updateExamRequest,
)
  // The shared update schema checks no window (every field optional): a live test needs one.
  .refine((v) => v.kind !== 'live' || (v.startsAt && v.endsAt && Date.parse(v.endsAt) > Date.parse(v.startsAt)), {
    message: 'A live test needs a start and an end after the start',
    path: ['endsAt'],
  });

export function examDetailsDefaults(exam: AuthoringExam): ExamDetailsValues {
  return {
    title: { hi: exam.title.hi ?? '', en: exam.title.en ?? '' },
    description: { hi: exam.description.hi ?? '', en: exam.description.en ?? '' },
    kind: exam.kind,
    visibility: exam.visibility,
    languages: exam.languages,
    startsAt: isoToLocalInput(exam.startsAt),
    endsAt: isoToLocalInput(exam.endsAt),
  };
}

/** A set's settings; the duration comes from a number input as text. */
const setFields = z.object({
  title: text,
  timingMode,
  durationMinutes: z.coerce.number<string | number>(),
  passingMarks: z.string().trim(),
});
export type SetValues = z.input<typeof setFields>;
export const setForm = pipeInto(setFields, updateSetRequest);

export function setDefaults(set: AuthoringSet): SetValues {
  return {
    title: { hi: set.title.hi ?? '', en: set.title.en ?? '' },
    timingMode: set.timingMode,
    durationMinutes: String(set.durationMinutes),
    passingMarks: set.passingMarks,
  };
}

const sectionFields = z.object({
  name: text,
  durationMinutes: z.coerce.number<string | number>(),
  plannedQuestionCount: z.coerce.number<string | number>(),
  markCorrect: z.string().trim(),
  markWrong: z.string().trim(),
});
export type SectionValues = z.input<typeof sectionFields>;
export const sectionForm = pipeInto(sectionFields, sectionInput);

export function sectionDefaults(s: AuthoringSection): SectionValues {
  return {
    name: { hi: s.name.hi ?? '', en: s.name.en ?? '' },
    durationMinutes: String(s.durationMinutes),
    plannedQuestionCount: String(s.plannedQuestionCount),
    markCorrect: s.markCorrect,
    markWrong: s.markWrong,
  };
}

/** A new set: its title in both languages and how it is timed; sections come from the template. */
const newSetFields = z.object({ title: text, timingMode });
export type NewSetValues = z.input<typeof newSetFields>;
export const newSetForm = pipeInto(newSetFields, createSetRequest);

/** A new set's suggested title, named as the server names the first one ("Set 1" / "सेट 1"): content in both languages, not UI text. */
export const defaultSetTitle = (n: number) => ({ hi: `सेट ${n}`, en: `Set ${n}` });
