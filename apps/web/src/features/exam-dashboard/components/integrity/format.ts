/** "1 in 5,30,000" from a chance: staff read odds more easily than 1.9e-6. */
export function oddsOf(chance: number, lang: 'hi' | 'en'): { capped: boolean; value: string } {
  const format = new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 0 });
  const LIMIT = 1e12;
  if (chance <= 1 / LIMIT) return { capped: true, value: format.format(LIMIT) };
  const n = 1 / chance;
  // Two significant figures: the model behind the number is not more precise than that.
  const rounded = n < 100 ? Math.round(n) : Number(n.toPrecision(2));
  return { capped: false, value: format.format(rounded) };
}

export const seconds = (ms: number, lang: 'hi' | 'en') =>
  new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 1 }).format(ms / 1000);
