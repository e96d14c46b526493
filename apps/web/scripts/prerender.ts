import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

type EntryServer = {
  PRERENDER_PATHS: string[];
  LANGUAGES: ('hi' | 'en')[];
  render: (path: string, lang: 'hi' | 'en') => Promise<{ html: string; styles: string; status: number }>;
};

/** Where a route's prerendered file lives under dist (the server reads the same layout). */
export const prerenderFile = (lang: string, route: string) => path.join('prerender', lang, route, 'index.html');

/**
 * Issue 15, "public pages arrive as HTML": after the client build, the public routes are
 * rendered as a visitor in Hindi and English (src/entry-server.tsx, built for Node into a
 * temporary directory) and written to dist/prerender/<lang>/<route>/index.html: the built
 * index.html with the page's markup in #root and its critical CSS (emotion) in the head. Part
 * of every `vite build`, so `npm run build`, `npm start`'s first build and the e2e builds all
 * have them. The server sends them for those paths (the language cookie picks the file).
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'pariksha-prerender',
    apply: 'build',
    // After the client build's own files (the PWA plugin and precompression do not touch HTML).
    enforce: 'post',
    configResolved: (config) => {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // The nested build below is an SSR build: it must not prerender itself.
      if (process.env.PARIKSHA_PRERENDERING) return;
      process.env.PARIKSHA_PRERENDERING = '1';
      try {
        await prerenderInto(root, outDir);
      } finally {
        delete process.env.PARIKSHA_PRERENDERING;
      }
    },
  };
}

/** Builds src/entry-server.tsx for Node in a temporary directory and writes every route's file. */
export async function prerenderInto(root: string, outDir: string): Promise<void> {
  const started = Date.now();
  const ssrDir = mkdtempSync(path.join(tmpdir(), 'pariksha-ssr-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      // Everything bundled: one React, and no Node resolution of MUI's deep imports.
      ssr: { noExternal: true },
      build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, target: 'node20', minify: false },
    });
    const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as EntryServer;
    const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    let count = 0;
    for (const lang of entry.LANGUAGES) {
      for (const route of entry.PRERENDER_PATHS) {
        const { html, styles } = await entry.render(route, lang);
        const file = path.join(outDir, prerenderFile(lang, route));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, page(template, lang, html, styles));
        count++;
      }
    }
    console.log(`prerendered ${count} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

/** The built index.html with the page in #root (marked with its language, for main.tsx) and its styles. */
export function page(template: string, lang: string, html: string, styles: string): string {
  const out = template
    .replace(/<html lang="[a-z]+"/, () => `<html lang="${lang}"`)
    .replace('</head>', () => `${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${lang}">${html}</div>`);
  if (!out.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return out;
}
