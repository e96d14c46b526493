export type Lang = 'hi' | 'en';
type Bilingual = { hi?: string | null; en?: string | null } | null | undefined;

/** The UI language as one of ours: anything not English is Hindi (the default). */
export const asLang = (language: string | undefined): Lang => (language?.startsWith('en') ? 'en' : 'hi');

/** Bilingual content in the wanted language, falling back to the other one. */
export function pickText(b: Bilingual, lang: Lang): string {
  const other: Lang = lang === 'hi' ? 'en' : 'hi';
  return b?.[lang]?.trim() || b?.[other]?.trim() || '';
}
