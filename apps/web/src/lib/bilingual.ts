/** Content written in Hindi, English or both (questions, notes, cards), and which one to show. */
export type Lang = 'hi' | 'en';
type Bilingual = { hi?: string | null; en?: string | null } | null | undefined;

/** The UI language as one of ours: anything not English is Hindi (the default). */
export const asLang = (language: string | undefined): Lang => (language?.startsWith('en') ? 'en' : 'hi');

/** The language a text is actually shown in: the wanted one if written, else the other (for `lang` attributes). */
export function shownLang(text: Bilingual, lang: string): Lang {
  const want = asLang(lang);
  return text?.[want]?.trim() ? want : want === 'hi' ? 'en' : 'hi';
}

/** The text in the wanted language, falling back to the other one (content may exist in one language only). */
export function pickText(text: Bilingual, lang: string): string {
  return text?.[shownLang(text, lang)]?.trim() ?? '';
}

/** Option letters as the exam papers print them. */
export const OPTION_LETTERS = 'ABCDEFGHIJ';
