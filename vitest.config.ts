import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core free by default: one worker on a 2-core machine. Use them all.
    maxWorkers: availableParallelism(),
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
