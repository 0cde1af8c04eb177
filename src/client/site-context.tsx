import { createContext, useContext } from 'react'
import type { Locale } from './i18n/site-locales'
import type { SiteConfig } from '../shared/site-schema'

export interface SiteContextValue {
  locale: Locale
  site: SiteConfig
}

export const SiteContext = createContext<SiteContextValue | null>(null)

/** The locale and site configuration of the page, provided by the layout. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('useSite() is used outside the layout.')
  return value
}
