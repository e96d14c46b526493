import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import hiCommon from '../../locales/hi/common.json';
import enCommon from '../../locales/en/common.json';
import { formatRelativeTime } from './relative-time.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = Date.UTC(2025, 10, 22, 12, 0, 0);

async function translator(lng: 'hi' | 'en') {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { hi: { common: hiCommon }, en: { common: enCommon } }, defaultNS: 'common' });
  return (ago: number) => formatRelativeTime(i18n.t, lng, now - ago, now);
}

describe('relative time labels', () => {
  it('English, with singular and plural forms', async () => {
    const at = await translator('en');
    expect(at(30_000)).toBe('just now');
    expect(at(MIN)).toBe('just now');
    expect(at(2 * MIN)).toBe('2 minutes ago');
    expect(at(HOUR)).toBe('1 hour ago');
    expect(at(5 * HOUR)).toBe('5 hours ago');
    expect(at(DAY)).toBe('yesterday');
    expect(at(3 * DAY)).toBe('3 days ago');
  });

  it('Hindi', async () => {
    const at = await translator('hi');
    expect(at(0)).toBe('अभी-अभी');
    expect(at(45 * MIN)).toBe('45 मिनट पहले');
    expect(at(HOUR)).toBe('1 घंटा पहले');
    expect(at(2 * HOUR)).toBe('2 घंटे पहले');
    expect(at(DAY + HOUR)).toBe('कल');
    expect(at(6 * DAY)).toBe('6 दिन पहले');
  });

  it('a week or more shows a date in the current language', async () => {
    const timestamp = now - 8 * DAY;
    const en = await translator('en');
    const hi = await translator('hi');
    expect(en(8 * DAY)).toBe(new Date(timestamp).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' }));
    expect(hi(8 * DAY)).toBe(new Date(timestamp).toLocaleDateString('hi', { day: 'numeric', month: 'short', year: 'numeric' }));
    expect(en(8 * DAY)).toMatch(/2025/);
  });
});
