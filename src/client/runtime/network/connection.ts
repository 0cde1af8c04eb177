/** What the browser says of the visitor's connection (Network Information API, where it exists). */
interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection
}

/** SPEC §7: the build manifest is not fetched on slow-2g. */
export function isSlow2g(): boolean {
  return connection()?.effectiveType === 'slow-2g'
}

/** SPEC §9: nothing is preloaded when the visitor saves data or is on 2g. */
export function preloadAllowed(): boolean {
  const info = connection()
  return !info?.saveData && !info?.effectiveType?.includes('2g')
}
