// Prints what a phone downloads for the first page: the entry chunk, its static imports and
// the CSS, raw and gzip, plus the largest lazy chunks. Run after `npm run build`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);

const sizes = (file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

let raw = 0;
let gzip = 0;
console.log('First page (index.html + modulepreload/entry):');
for (const file of initial) {
  const s = sizes(file);
  raw += s.raw;
  gzip += s.gzip;
  console.log(`  ${file.padEnd(48)} ${kb(s.raw).padStart(11)}  gzip ${kb(s.gzip).padStart(10)}`);
}
console.log(`  ${'total'.padEnd(48)} ${kb(raw).padStart(11)}  gzip ${kb(gzip).padStart(10)}`);

const lazy = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => ({ f, size: statSync(path.join(dist, 'assets', f)).size }))
  .sort((a, b) => b.size - a.size);
console.log(`Lazy chunks: ${lazy.length}; largest:`);
for (const { f } of lazy.slice(0, 5)) {
  const s = sizes(`assets/${f}`);
  console.log(`  assets/${f.padEnd(41)} ${kb(s.raw).padStart(11)}  gzip ${kb(s.gzip).padStart(10)}`);
}
// A 3G phone at ~400 kbit/s downloads ~50 KB/s of compressed script.
console.log(`Estimated first-page script download on slow 3G (400 kbit/s): ${(gzip / 50_000).toFixed(1)} s`);
