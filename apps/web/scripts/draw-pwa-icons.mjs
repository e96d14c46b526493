// One-off: draws the app icons (PNG) from the favicon's design with Chromium.
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
const out = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
const svg = (size, maskable) => {
  // Maskable: full-bleed square, the letter inside the 80% safe circle.
  const rx = maskable ? 0 : 14;
  const fs = maskable ? 26 : 34;
  const y = maskable ? 41 : 44;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="${rx}" fill="#1976d2"/><text x="32" y="${y}" font-family="Noto Sans Devanagari, sans-serif" font-size="${fs}" font-weight="700" text-anchor="middle" fill="#fff">प</text></svg>`;
};
for (const [name, size, maskable] of [
  ['pwa-192.png', 192, false],
  ['pwa-512.png', 512, false],
  ['pwa-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size, maskable)}</body></html>`);
  await page.evaluate(() => document.fonts.ready);
  const buf = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  writeFileSync(`${out}/${name}`, buf);
  console.log(name, buf.length);
}
await browser.close();
