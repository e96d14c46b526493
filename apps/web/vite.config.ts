import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// `API_PORT` lets several dev servers run side by side, each against its own API.
const api = `localhost:${process.env.API_PORT ?? 5000}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': `http://${api}`,
      '/socket.io': { target: `ws://${api}`, ws: true },
    },
  },
  build: { target: 'es2020', sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
