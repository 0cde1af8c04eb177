import type { InlineConfig, ResolvedConfig } from 'vite'
import type { VitePWAOptions } from 'vite-plugin-pwa'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../../../e2e/support/project-fs.ts'
import { pwaOptions } from './pwa-options-fs.ts'
import { precacheGlobs } from './service-worker-precache-fs.ts'

/** The options as vite-plugin-pwa resolves them for a build of `root` (its configResolved). */
function resolvedFor(root: string, logLevel: ResolvedConfig['logLevel'] = 'warn') {
  const options = pwaOptions(repoRoot)
  options.integration!.configureOptions!({ root, logLevel } as ResolvedConfig, options)
  return options as VitePWAOptions
}

describe('pwaOptions', () => {
  it('builds sw.ts into a classic sw.js that the app registers itself', () => {
    const options = pwaOptions(repoRoot)
    expect(options).toMatchObject({
      strategies: 'injectManifest',
      srcDir: 'src/client/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      injectManifest: { rollupFormat: 'iife' },
    })
    expect(options.manifest).toMatchObject({ name: '林舟', lang: 'zh-CN', display: 'standalone' })
  })

  it('leaves the list to buildSite, which writes it from these globs', () => {
    const { injectManifest } = resolvedFor('/project')
    expect(injectManifest).toHaveProperty('injectionPoint', undefined)
    expect(injectManifest).toMatchObject(precacheGlobs)
  })

  it("builds the worker as quietly as the app, with Workbox's production modules", () => {
    const options = resolvedFor('/project', 'warn')
    const config: InlineConfig = { define: { __BUILD_YEAR__: '2026' } }
    void options.integration!.configureCustomSWViteBuild!(config)
    expect(config).toEqual({
      logLevel: 'warn',
      define: { __BUILD_YEAR__: '2026', 'process.env.NODE_ENV': '"production"' },
    })
  })
})
