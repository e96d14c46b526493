import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerender } from './scripts/prerender.ts';
import { codeSplitting } from './vite-chunks.ts';

/**
 * Writes .br and .gz beside every script and style, once at build time, so the server
 * (@fastify/static's preCompressed) sends phones the smallest file without compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pariksha-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir).filter((f) => /\.(js|css|svg|json)$/.test(f))) {
        // Small files too: a page loads a score of sub-1 KiB chunks (one icon each), and
        // compressed they are about a third smaller. A file is kept only where it is smaller.
        const bytes = readFileSync(file);
        const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = gzipSync(bytes, { level: 9 });
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * The installable app (issue 15): the manifest and the service worker (src/sw.ts, Workbox,
 * precaching every built file). The page registers it itself (src/lib/pwa.ts), after load.
 * Hindi first: the manifest's `lang` is hi and its name carries both scripts, because a manifest
 * has one name (no browser reads per-language names yet); the launcher shows the short Latin name.
 */
const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Pariksha (परीक्षा)',
      short_name: 'Pariksha',
      description: 'SSC, रेलवे, बैंकिंग, UPSC और राज्य परीक्षाओं की तैयारी — मॉक टेस्ट, क्विज़ और संस्थानों के लिए उपकरण।',
      lang: 'hi',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#1976d2',
      background_color: '#ffffff',
      categories: ['education'],
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // Every route chunk and locale namespace, not the .br/.gz twins (the server negotiates
      // those for the worker's own requests) nor the prerendered pages (pages come from the network).
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      globIgnores: ['**/*.br', '**/*.gz', 'prerender/**', 'sw.js'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });

// `API_PORT` lets several dev servers run side by side, each against its own API.
const api = `localhost:${process.env.API_PORT ?? 5000}`;

export default defineConfig({
  plugins: [react(), precompress(), pwa(), prerender()],
  server: {
    port: 5173,
    proxy: {
      '/api': `http://${api}`,
      '/socket.io': { target: `ws://${api}`, ws: true },
    },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // .vite/manifest.json: which chunks each module needs, for the prerendered pages' preload links.
    manifest: true,
    // A few shared chunks instead of one per icon and MUI helper (vite-chunks.ts).
    rolldownOptions: { output: { codeSplitting: codeSplitting() } },
  },
  test: {
    name: 'web',
    // Most test files are pure logic; a file that renders or needs browser storage asks for
    // jsdom in its first line (`// @vitest-environment jsdom`), so the rest skip its ~1 s setup.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A page test's first render loads MUI and the page's chunk; beside the server suites on a
    // 2-core CI machine that alone passed 5 s. The tests assert behaviour, never speed.
    testTimeout: 15_000,
  },
});
