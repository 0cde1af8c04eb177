import { describe, expect, it } from 'vitest'
import { rememberedLocaleOptions, rememberedLocaleScript } from './vite-plugin-remembered-locale.ts'

/** Runs the script at `address` with `cookie`; returns where it sent the page, if anywhere. */
function run(address: string, cookie: string, base = '/'): string | undefined {
  const url = new URL(address, 'http://site.test')
  let target: string | undefined
  let stopped = false
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => void (target = to),
  }
  const prefix = base.replace(/\/$/, '')
  const script = rememberedLocaleScript({ home: base, homes: { en: `${prefix}/en` } })
  new Function('location', 'document', 'stop', script)(location, { cookie }, () => {
    stopped = true
  })
  // Nothing more of the page may be parsed before the move, and never without one.
  expect(stopped).toBe(target !== undefined)
  return target
}

describe('the remembered-locale script', () => {
  it('sends the default home page to the chosen language’s, with the query and hash', () => {
    expect(run('/', 'i18n_redirected=en')).toBe('/en')
    expect(run('/?q=1#official-account', 'a=1; i18n_redirected=en; b=2')).toBe(
      '/en?q=1#official-account',
    )
  })

  it('stays for the default language, any other value, no cookie, and every other page', () => {
    for (const cookie of ['i18n_redirected=zh', '', 'x_i18n_redirected=en'])
      expect(run('/', cookie)).toBeUndefined()
    for (const value of ['EN', 'fr', 'en-US', '__proto__', 'toString', '', '<script>'])
      expect(run('/', `i18n_redirected=${value}`)).toBeUndefined()
    for (const path of ['/blog', '/en', '/about?x=/'])
      expect(run(path, 'i18n_redirected=en')).toBeUndefined()
  })

  it('knows the home page under a base path, with or without its slash', () => {
    expect(run('/portfolio/', 'i18n_redirected=en', '/portfolio/')).toBe('/portfolio/en')
    expect(run('/portfolio?q', 'i18n_redirected=en', '/portfolio/')).toBe('/portfolio/en?q')
    expect(run('/', 'i18n_redirected=en', '/portfolio/')).toBeUndefined()
  })

  it('names every locale but the default, under the base path', () => {
    expect(rememberedLocaleOptions(process.cwd(), '/portfolio/')).toEqual({
      home: '/portfolio/',
      homes: { en: '/portfolio/en' },
    })
  })
})
