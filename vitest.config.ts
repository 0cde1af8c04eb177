import { defineConfig } from 'vitest/config'
import { siteLocalesDefine } from './src/build/site-locales-fs.ts'

export default defineConfig({
  // Tests see the same locales as the site they belong to.
  define: siteLocalesDefine(import.meta.dirname),
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'prerender/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Real Chromium against real servers: one file at a time, so two suites never share a port or a build.
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          // A page under test may wait for a build, a worker or a slow CI core: poll, don't race.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
