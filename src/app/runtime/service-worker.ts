/**
 * Registers the service worker of a production build (offline reading, docs/runtime.md). A new
 * worker waits; the app asks it to take over at the next navigation, which becomes a full page
 * load (reload-on-navigation.ts), so nobody's page changes under them while they read.
 */
import { reloadAtNextNavigation } from './reload-on-navigation'

/** How long a navigation waits for the new worker before loading anyway. */
const takeOverTimeoutMs = 3000

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, {
    scope: import.meta.env.BASE_URL,
  })
  workbox.addEventListener('waiting', () => {
    reloadAtNextNavigation(
      () =>
        new Promise<void>((resolve) => {
          workbox.addEventListener('controlling', () => resolve())
          setTimeout(resolve, takeOverTimeoutMs)
          workbox.messageSkipWaiting()
        }),
    )
  })
  await workbox.register()
}
