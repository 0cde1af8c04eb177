/**
 * Vite's `build()` for what ships. Vite treats a build as production only when NODE_ENV says so,
 * and a test runner sets it to `test`: the tests would then check React's development build and
 * a runtime that thinks it is in dev. So NODE_ENV is `production` for the build's duration.
 */
import type { InlineConfig } from 'vite'

export async function productionBuild(config: InlineConfig): Promise<void> {
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  // Loaded here, not on import: a build that reuses kept bundles never starts Vite (≈0.5 s).
  const { build } = await import('vite')
  try {
    await build({ mode: 'production', ...config })
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = previous
  }
}
