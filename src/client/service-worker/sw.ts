/**
 * The service worker (docs/runtime.md). vite-plugin-pwa bundles it into `sw.js` after the client
 * build (src/node/app/pwa/pwa-options-fs.ts), and the build writes its precache list in once the content
 * and the 404 page are in place (src/node/app/pwa/service-worker-precache-fs.ts). It precaches the app
 * shell, keeps every page and payload the visitor opened for offline reading, and waits to take
 * over until the app tells it to (src/client/runtime/service-worker.ts), at a navigation, never in
 * the middle of reading.
 *
 * Written by hand rather than generated (`generateSW`): generating bundled the worker with
 * Rollup, Babel and Terser on every client build, ≈1.5 s of it.
 */
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { contentDir } from '../../shared/artifact.ts'

declare const self: {
  /** The precache list; the build writes it here (src/node/app/pwa/service-worker-precache-fs.ts). */
  __WB_MANIFEST: (PrecacheEntry | string)[]
  skipWaiting(): Promise<void>
  clients: { matchAll(options: { type: 'window' }): Promise<{ url: string }[]> }
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(done: Promise<unknown>): void }) => void,
  ): void
}

// The app sends this when the reader navigates (takeOver in src/client/runtime/service-worker.ts).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
clientsClaim()

// Pages: the network first, the last copy offline, and for a page never visited the 404 shell
// (precached), which renders it from its cached payload if there is one.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 5,
    plugins: [
      new ExpirationPlugin({ maxEntries: 200 }),
      new PrecacheFallbackPlugin({ fallbackURL: '404.html' }),
    ],
  }),
)

// The first page of a visit loaded before any worker existed, so it never went through one: once
// active, the worker keeps the pages open now as it keeps every page it serves, and the first page
// reads offline like the others (issue 54, item 2).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([caches.open('pages'), self.clients.matchAll({ type: 'window' })]).then(
      ([pages, open]) =>
        Promise.all(open.map(({ url }) => pages.add(url.split('#')[0]!).catch(() => undefined))),
    ),
  )
})

// Payloads and content chunks; never latest.json, which must always come from the host.
registerRoute(
  new RegExp(`/_payload\\.json(\\?|$)|/${contentDir}/`),
  new NetworkFirst({
    cacheName: 'data',
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 400 })],
  }),
)

// Hashed files the precache leaves out (Mermaid, KaTeX's stylesheet and fonts: only pages with a
// diagram or a formula load them), kept once a page used them; never the build records.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /\/assets\/(?!builds\/)[^/]+$/.test(url.pathname),
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
)

registerRoute(
  /\/_?images\//,
  new CacheFirst({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
)
