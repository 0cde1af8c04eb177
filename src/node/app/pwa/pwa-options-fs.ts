/**
 * vite-plugin-pwa's options (vite.config.ts, client build only): the web app manifest
 * (web-app-manifest-fs.ts), written by the build and linked from every page, and served with its
 * link by the dev server; and the service worker, src/client/service-worker/sw.ts, which the plugin
 * bundles into `sw.js` once the client build is written (`injectManifest`).
 *
 * The precache list is left out of that build: `npm run build` writes it into the folder when the
 * content and the 404 page are there, fresh build or kept (service-worker-precache-fs.ts).
 */
import type { LogLevel } from 'vite'
import type { VitePWAOptions } from 'vite-plugin-pwa'
import { webAppManifestFile } from '../../../shared/artifact.ts'
import { precacheGlobs } from './service-worker-precache-fs.ts'
import { webAppManifest } from './web-app-manifest-fs.ts'

export function pwaOptions(root: string): Partial<VitePWAOptions> {
  let logLevel: LogLevel | undefined
  return {
    strategies: 'injectManifest',
    srcDir: 'src/client/service-worker',
    filename: 'sw.ts',
    // The app registers the worker itself (src/client/runtime/service-worker.ts).
    injectRegister: false,
    manifest: webAppManifest(root),
    manifestFilename: webAppManifestFile,
    // The globs hold the icons; listed by the plugin as well, they were named twice.
    includeManifestIcons: false,
    // Only for the manifest and its link: the app registers no worker in dev.
    devOptions: { enabled: true },
    injectManifest: {
      // A classic script: a module worker is not registered as one (the app's registration).
      rollupFormat: 'iife',
      ...precacheGlobs,
    },
    integration: {
      configureOptions(config, options) {
        logLevel = config.logLevel
        // `self.__WB_MANIFEST` stays in sw.js, for buildSite to replace (an injection point set
        // to undefined once the defaults are in is how vite-plugin-pwa is told to skip its own).
        options.injectManifest = { ...options.injectManifest, injectionPoint: undefined }
      },
      // The worker's own Vite build: as quiet as the app's, and Workbox's modules in their
      // production form, which log nothing, whatever NODE_ENV the shell has.
      configureCustomSWViteBuild(config) {
        config.logLevel = logLevel
        config.define = { ...config.define, 'process.env.NODE_ENV': '"production"' }
      },
    },
  }
}
