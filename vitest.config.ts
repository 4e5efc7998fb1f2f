import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['node_modules/**', 'out/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for something to happen; on a busy machine that can take far longer than its 1 s default.
    expect: { poll: { timeout: 30_000, interval: 50 } },
    pool: 'forks',
    reporters: ['default'],
  },
});
