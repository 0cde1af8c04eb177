/// <reference types="vite/client" />
declare module 'virtual:uno.css'
/** The year the site was built, for the copyright line. */
declare const __BUILD_YEAR__: number
declare module 'virtual:site-locales' {
  const list: readonly import('../shared/i18n/locales').LocaleDefinition[]
  export default list
}
