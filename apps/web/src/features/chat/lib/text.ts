import { GROUP_MESSAGE_MAX } from '@pariksha/shared/schemas/groups';

/** Characters as a person (and the server) counts them: an emoji is one, a Devanagari letter one. */
export function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The counter appears this close to the limit. */
export const COUNTER_FROM = GROUP_MESSAGE_MAX - 500;

/** What the composer says about the length: nothing, how many are left, or how many too many. */
export function lengthState(text: string): { count: number; left: number; show: boolean; over: boolean } {
  const count = codePoints(text);
  const left = GROUP_MESSAGE_MAX - count;
  return { count, left, show: count >= COUNTER_FROM, over: left < 0 };
}

/** Worth sending: something other than blank space. */
export const hasText = (text: string) => text.trim().length > 0;

/** A stable colour per person for their name in the chat (dark enough on the light bubbles). */
const NAME_COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#00695c', '#ad1457', '#4527a0', '#5d4037', '#8a4b00'];
export function nameColour(userId: string): string {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return NAME_COLOURS[hash % NAME_COLOURS.length]!;
}

/** "120 KB", "1.4 MB". */
export function fileSize(bytes: number, language: string): string {
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  if (bytes < 1024 * 1024) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}
