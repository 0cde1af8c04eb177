import { defineConfig } from 'vitest/config'
import { siteLocalesPlugin } from './src/node/config/vite-plugin-site-locales.ts'

export default defineConfig({
  // The app's modules under test see the site's own locales (virtual:site-locales).
  plugins: [siteLocalesPlugin()],
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'prerender/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/support/**/*.test.ts',
          ],
          environment: 'node',
          // The files share each worker's loaded modules instead of importing the markdown pipeline,
          // Shiki and zod afresh for each of 140 files: half the unit run's time. No unit test keeps
          // state in a module between files (they pass in any order of files), and a global a
          // test stubs is put back after it.
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        // Real Chromium against real servers, two files at a time: a suite spends most of its time
        // waiting on pages, not on a core. Files share nothing they change: every server listens
        // on a free port, the global setup's build is only read (a test that redeploys serves its
        // own copy), a build a file makes is its own temporary project, and the caches all builds
        // share under node_modules/.cache are written aside and renamed into place.
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          // A page under test may wait for a build, a worker or a slow CI core: poll, don't race.
          expect: { poll: { timeout: 10_000 } },
          // One more run for a test that fails: two files at a time load both cores, and a check
          // of timing then fails about once in a full run, a different one each time. A test
          // that fails twice fails the suite.
          retry: 1,
          hookTimeout: 240_000,
          fileParallelism: true,
          maxWorkers: 2,
          // Vitest runs projects of different worker counts as groups, one after the other: the
          // unit tests first (group 0), then these.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
