/**
 * The first data of a signed-in page, asked for by /boot.js (public/boot.js) together with the
 * page's scripts (issue 15: on a cheap phone the review's cards and the hall's attempt and paper
 * were asked for only after 2-3 s of loading and running the app). lib/api.ts's request takes
 * each answer once in place of its own fetch, so the page reads the same data through the same
 * code (a 401 still refreshes the session and asks again).
 */
export type EarlyAnswer = { response: Response; at: number };
type Early = Record<string, { answer: Promise<EarlyAnswer | null>; asked: number } | undefined>;

declare global {
  var __earlyData: Early | undefined;
}

/** Older than this, an answer is not taken: the page asks afresh (it was meant for the first render). */
export const EARLY_MAX_AGE_MS = 60_000;

/** The address without its cache-buster: /boot.js and buildUrl each add their own `_t`. */
export function earlyKey(url: string): string {
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.delete('_t');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/** /boot.js's answer for this GET, once (a second read of the same address asks the server). */
export function takeEarly(url: string, now = Date.now()): Promise<EarlyAnswer | null> | null {
  const early = globalThis.__earlyData;
  if (!early) return null;
  const key = earlyKey(url);
  const hit = early[key];
  if (!hit) return null;
  delete early[key];
  return now - hit.asked > EARLY_MAX_AGE_MS ? null : hit.answer;
}

const arrivals = new WeakMap<object, number>();

/** When the answer behind this parsed body arrived, if it was an early one (the hall's clock starts from it). */
export const arrivedAt = (body: unknown): number | undefined =>
  typeof body === 'object' && body !== null ? arrivals.get(body) : undefined;

export function noteArrival(body: unknown, at: number) {
  if (typeof body === 'object' && body !== null) arrivals.set(body, at);
}

/**
 * What /boot.js drew before the app: `text`, the largest text (the review's card front, the
 * hall's question), or `data`, the whole answer it drew a visitor's page from (/pricing's plans),
 * with the moment it arrived.
 */
type EarlyPaint = { path: string; text?: string; data?: unknown; at?: number };
declare global {
  var __earlyPaint: EarlyPaint | undefined;
}

/**
 * The text /boot.js drew into the prerendered page at this address (the first card's front), for
 * the skeleton to keep drawing until the page itself does; the page forgets it (forgetEarlyText)
 * once it shows its own, so a later visit starts from a plain skeleton.
 */
export const earlyText = (path: string): string | undefined => {
  const paint = globalThis.__earlyPaint;
  return paint && paint.path === path ? paint.text : undefined;
};

export function forgetEarlyText() {
  globalThis.__earlyPaint = undefined;
}

/**
 * The answer /boot.js drew this prerendered page's content from (a visitor's /pricing), for the
 * page's first render, which hydrates that drawing (it must render the same markup from the same
 * data); undefined when /boot.js drew nothing, and the page then starts from its skeleton as the
 * prerendered file does. Forgotten with forgetEarlyText.
 */
export function earlyPaintedData<T>(path: string): { data: T; at: number } | undefined {
  const paint = globalThis.__earlyPaint;
  return paint && paint.path === path && paint.data !== undefined ? { data: paint.data as T, at: paint.at ?? Date.now() } : undefined;
}
