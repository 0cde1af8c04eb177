/**
 * The build identity files the prerender writes (SPEC §7): the manifest of this build, fetched
 * 1 s after load (not on slow-2g) and only logged when it fails, and `latest.json`, polled every
 * hour and when a tab comes back after longer than that.
 */
import { buildsDir, type BuildMeta, type LatestBuild } from '../../../shared/artifact'
import { isSlow2g } from './connection'
import { fetchJson } from './fetch-json'

export const manifestDelayMs = 1000
export const pollIntervalMs = 60 * 60 * 1000

const buildsUrl = () => `${import.meta.env.BASE_URL}${buildsDir}`

let manifest: BuildMeta | undefined

/** This build's manifest, once fetched. */
export function buildManifest(): BuildMeta | undefined {
  return manifest
}

export function scheduleManifestFetch(buildId: string): void {
  if (isSlow2g()) return
  setTimeout(() => {
    fetchJson(`${buildsUrl()}/meta/${buildId}.json`).then(
      (meta) => void (manifest = meta as BuildMeta),
      (error: unknown) => console.warn('[build] The build manifest could not be loaded:', error),
    )
  }, manifestDelayMs)
}

/**
 * Polls `latest.json`; calls `onNewVersion` once when the live build is no longer `buildId`.
 * Returns the function that stops polling.
 */
export function watchLatestBuild(buildId: string, onNewVersion: (latest: LatestBuild) => void) {
  let lastCheck = Date.now()
  let found = false
  const check = async () => {
    lastCheck = Date.now()
    try {
      const latest = (await fetchJson(`${buildsUrl()}/latest.json?${Date.now()}`)) as LatestBuild
      if (!found && typeof latest?.id === 'string' && latest.id !== buildId) {
        found = true
        onNewVersion(latest)
      }
    } catch (error) {
      console.warn('[build] Could not check for a new version:', error)
    }
  }
  const timer = setInterval(() => void check(), pollIntervalMs)
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= pollIntervalMs)
      void check()
  }
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
