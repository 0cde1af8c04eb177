import type { SiteConfig } from '../../src/shared/site-schema.ts'

/** The site the feed tests build from: the fields the feeds read. */
export const feedSite = {
  title: { zh: '林舟', en: 'Lin Zhou' },
  description: { zh: '站点', en: 'Site' },
  baseUrl: 'https://linzhou.dev',
  email: 'hello@linzhou.dev',
  profile: { light: '/images/p.webp' },
} as unknown as SiteConfig
