/**
 * One original demo question, written for Pariksha (no copied papers), in Hindi and English.
 * Seeding is idempotent by `key`. Maths uses KaTeX between `$…$` (inline) or `$$…$$` (display).
 */
export type DemoQuestion = {
  /** Stable unique slug, e.g. `reasoning-001`. */
  key: string;
  /** Lowercase English taxonomy subject key, e.g. `reasoning`, `math`, `english`, `static gk`, `polity`. */
  subject: string;
  /** Lowercase English topic key, e.g. `coding decoding`, `percentage`, `synonyms`. */
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard';
  hi: { text: string; options: [string, string, string, string]; explanation: string };
  en: { text: string; options: [string, string, string, string]; explanation: string };
  /** Index (0–3) of the correct option; the same in both languages. */
  correct: 0 | 1 | 2 | 3;
};
