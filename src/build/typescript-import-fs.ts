/**
 * Imports a TypeScript module at run time through tsx, whatever loaded the caller. Vite bundles
 * `vite.config.ts` with everything it imports, and the packages of those modules load with the
 * config (the markdown pipeline, Shiki and sharp: ≈0.4 s of every `npm run dev` start, for code
 * only a build or a failed worker runs). A module imported through this stays out of that bundle,
 * and so do its packages, until it is needed.
 */
export async function importTypeScript<T>(module: URL): Promise<T> {
  const { tsImport } = await import('tsx/esm/api')
  return (await tsImport(module.href, import.meta.url)) as T
}
