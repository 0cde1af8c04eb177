/**
 * What `use-sync-external-store/shim` becomes in this app (vite.config.ts): react-i18next imports
 * the shim, written for React before 18, and React 19 has the hook itself. The shim's own code
 * and its CommonJS wrapper were ≈0.3 KB gzip of every page's first load (issue 34).
 */
export { useSyncExternalStore } from 'react'
