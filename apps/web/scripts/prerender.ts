import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

type EntryServer = {
  PRERENDER_PATHS: string[];
  LANGUAGES: ('hi' | 'en')[];
  render: (
    path: string,
    lang: 'hi' | 'en',
  ) => Promise<{ html: string; styles: string; status: number; modules: string[]; namespaces: string[] }>;
  SHELL_PAGES: { pattern: string; namespaces: string[] }[];
  renderShell: (
    shell: { pattern: string; namespaces: string[] },
    lang: 'hi' | 'en',
  ) => Promise<{ html: string; styles: string; modules: string[] }>;
};

/** The client build's manifest (build.manifest): source module -> its chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

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
      plugins: [react(), trackLazyImports(root)],
      // Everything bundled: one React, and no Node resolution of MUI's deep imports.
      ssr: { noExternal: true },
      build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, target: 'node20', minify: false },
    });
    const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as EntryServer;
    const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const manifestFile = path.join(outDir, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null;
    let count = 0;
    for (const lang of entry.LANGUAGES) {
      for (const route of entry.PRERENDER_PATHS) {
        const { html, styles, modules, namespaces } = await entry.render(route, lang);
        const file = path.join(outDir, prerenderFile(lang, route));
        mkdirSync(path.dirname(file), { recursive: true });
        const sources = [...modules, ...namespaces.map((ns) => `src/locales/${lang}/${ns}.json`)];
        writeFileSync(file, page(template, lang, html, styles, manifest ? pageChunks(manifest, sources) : []));
        count++;
      }
      // The signed-in pages' shell (src/entry-shell.tsx), marked data-shell instead of
      // data-prerendered: main.tsx renders over it (never hydrates it), and /boot.js starts at once.
      for (const shell of entry.SHELL_PAGES) {
        const { html, styles, modules } = await entry.renderShell(shell, lang);
        const file = path.join(outDir, prerenderFile(lang, shell.pattern));
        mkdirSync(path.dirname(file), { recursive: true });
        const sources = [...modules, ...shell.namespaces.map((ns) => `src/locales/${lang}/${ns}.json`)];
        const out = page(template, lang, html, styles, manifest ? pageChunks(manifest, sources) : []);
        writeFileSync(file, out.replace(`data-prerendered="${lang}"`, `data-shell="${lang}"`));
        count++;
      }
    }
    console.log(`prerendered ${count} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

/** The built index.html with the page in #root (marked with its language, for main.tsx) and its styles. */
export function page(template: string, lang: string, html: string, styles: string, chunks: string[] = []): string {
  const out = paintBeforeScript(template, chunks)
    .replace(/<html lang="[a-z]+"/, () => `<html lang="${lang}"`)
    .replace('</head>', () => `${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${lang}">${html}</div>`);
  if (!out.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return out;
}

/**
 * Issue 15, "no waterfalls": the page's lazy chunks (its route's page, the chunks those import)
 * and its message namespaces, fetched together with the entry (by /boot.js) instead of after it
 * has run. The entry's own chunks are not repeated.
 */
export function pageChunks(manifest: Manifest, sources: string[]): string[] {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) walk(entryKey, inEntry);
  const files = new Set<string>();
  for (const source of sources) walk(source, files);
  return [...files].filter((file) => !inEntry.has(file)).map((file) => `/${file}`);
}

/**
 * For the prerender build only: every relative `import('...')` in the app's source notes its
 * module (as the client manifest names it) in `globalThis.__prerenderImports` when it runs, so
 * entry-server.tsx knows which lazy modules a route rendered.
 */
function trackLazyImports(root: string): Plugin {
  const srcDir = path.join(root, 'src') + path.sep;
  return {
    name: 'pariksha-prerender-imports',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(srcDir) || !code.includes('import(')) return null;
      const out = code.replace(/\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g, (call, _quote, spec: string) => {
        const key = path
          .relative(root, path.resolve(path.dirname(id), spec))
          .split(path.sep)
          .join('/');
        return `(globalThis.__prerenderImports?.add(${JSON.stringify(key)}), ${call})`;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The app's entry script becomes /boot.js (public/boot.js), which starts the entry and the
 * page's chunks together once the page has been painted: a prerendered page shows at once
 * instead of after (and while competing with) a few hundred KiB of script.
 */
export function paintBeforeScript(template: string, chunks: string[]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no module entry script to defer');
  return template.replace(
    entry[0],
    () => `<script type="module" src="/boot.js" data-entry="${entry[1]}" data-chunks="${chunks.join(' ')}"></script>`,
  );
}
