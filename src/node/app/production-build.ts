/**
 * Vite's `build()` for what ships. Vite treats a build as production only when NODE_ENV says so,
 * and a test runner sets it to `test`: the tests would then check React's development build and
 * a runtime that thinks it is in dev. So NODE_ENV is `production` while any build is running.
 */
import type { InlineConfig } from 'vite'

// The client and SSR builds run at the same time. NODE_ENV goes back only when the last of them
// ends: put back when the first ended, the other would bundle its remaining packages (React
// Router's, say) from their development builds.
let running = 0
let before: string | undefined

export async function productionBuild(config: InlineConfig): Promise<void> {
  if (running++ === 0) {
    before = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
  }
  try {
    // Loaded here, not on import: a build that reuses kept bundles never starts Vite (≈0.5 s).
    const { build } = await import('vite')
    await build({ mode: 'production', ...config })
  } finally {
    if (--running === 0) {
      if (before === undefined) delete process.env.NODE_ENV
      else process.env.NODE_ENV = before
    }
  }
}
