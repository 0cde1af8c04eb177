import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SiteConfig } from '../../../shared/site-schema'
import { getI18n, loadI18n } from '../../i18n/i18n'
import { SiteContext } from '../../site-context'
import { AppFooter } from './app-footer'

type Filing = SiteConfig['filing']

/** What the footer reads of a compiled site.yml (src/node/compile/compile-site-filing.test.ts compiles it). */
const site = (filing?: Filing) =>
  ({
    title: { zh: '林舟', en: 'Lin Zhou' },
    footer: { credits: { zh: '版权所有', en: 'All rights reserved' }, links: [], colorMode: false },
    filing,
  }) as unknown as SiteConfig

const icp = { number: '浙ICP备2024031877号-1', url: 'https://beian.miit.gov.cn/' }

/** The footer of a Chinese page as the prerender writes it. */
function footer(config: SiteConfig): string {
  const element = (
    <I18nextProvider i18n={getI18n('zh')}>
      <SiteContext.Provider value={{ locale: 'zh', site: config }}>
        <AppFooter />
      </SiteContext.Provider>
    </I18nextProvider>
  )
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] })
  return renderToString(<RouterProvider router={router} />)
}

describe('AppFooter: the filing numbers', () => {
  beforeAll(() => loadI18n('zh'))
  beforeEach(() => {
    // The build defines it in the bundles (vite.config.ts); the footer's year starts from it.
    vi.stubGlobal('__BUILD_YEAR__', 2026)
  })

  it('shows the public-security number with its emblem and registry link when site.yml sets it', () => {
    const html = footer(
      site({
        ...icp,
        publicSecurity: {
          number: '浙公网安备33010602012345号',
          url: 'https://beian.mps.gov.cn/#/query/webSearch?code=33010602012345',
        },
      }),
    )
    expect(html).toContain('浙ICP备2024031877号-1')
    expect(html).toContain('href="https://beian.mps.gov.cn/#/query/webSearch?code=33010602012345"')
    expect(html).toMatch(/<img src="\/icons\/public-security-filing.svg" alt="公安备案图标"/)
    expect(html).toContain('浙公网安备33010602012345号')
  })

  it('renders nothing of it when site.yml leaves it out, and neither number without filing', () => {
    const html = footer(site(icp))
    expect(html).toContain('浙ICP备2024031877号-1')
    expect(html).not.toMatch(/公网安备|beian\.mps|public-security-filing/)
    expect(footer(site())).not.toMatch(/ICP备|公网安备|beian/)
  })
})
