/**
 * Adding a language takes content and a locales file, no code (issue 4, docs/decisions/0004):
 * a copy of the real site gets `content/fr/`, `locales/fr.json` and French text in site.yml, is
 * prerendered by the real `build:prerender` in its own process, and serves French pages with a
 * three-language menu, while the default language stays at `/`.
 */
import { cp, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isMap, isScalar, parseDocument, visit } from 'yaml'
import { useBuiltCopy } from '../support/built-copy.ts'

async function addFrench(dir: string) {
  await cp(join(dir, 'content', 'en'), join(dir, 'content', 'fr'), { recursive: true })
  const en = JSON.parse(await readFile(join(dir, 'locales', 'en.json'), 'utf8')) as Record<
    string,
    string
  >
  const fr = {
    ...en,
    'locale.language': 'fr-FR',
    'locale.html_lang': 'fr',
    'locale.name': 'Français',
    'locale.read_in': 'Lire en français',
    'home.name': 'Accueil',
    'header.language_menu_label': 'Choisir la langue',
  }
  await writeFile(join(dir, 'locales', 'fr.json'), JSON.stringify(fr, null, 2))
  // Every `{ zh: …, en: … }` text of site.yml gets its French entry.
  const site = parseDocument(await readFile(join(dir, 'content', 'site.yml'), 'utf8'))
  visit(site, {
    Map(_, map) {
      const en = map.get('en', true)
      if (isMap(map) && map.has('zh') && isScalar(en)) map.set('fr', `${String(en.value)} (fr)`)
    },
  })
  await writeFile(join(dir, 'content', 'site.yml'), site.toString())
}

const site = useBuiltCopy(addFrench)

describe('a third language added as content only', () => {
  it('serves French pages under /fr with French labels and a menu of the other languages', async () => {
    const page = await site().browser.newPage()
    const response = await page.goto(new URL('/fr/blog', site().url).href)
    expect(response?.status()).toBe(200)
    expect(await page.locator('html').getAttribute('lang')).toBe('fr')
    await expect.poll(() => page.locator('header nav').innerText()).toContain('Accueil')
    await page.locator('summary[aria-label="Choisir la langue"]').click()
    const menu = page.locator('details.language-menu a')
    expect(await menu.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/blog',
      '/en/blog',
    ])
    expect(await menu.allInnerTexts()).toEqual(['简体中文', 'English'])
    await page.close()
  })

  it('prerenders the French articles and keeps Chinese at / and English at /en', async () => {
    const page = await site().browser.newPage()
    expect((await page.goto(new URL('/fr/blog/why-static-sites', site().url).href))?.status()).toBe(
      200,
    )
    expect(await page.locator('a[hreflang="zh-CN"]').first().getAttribute('href')).toBe(
      '/blog/why-static-sites',
    )
    await page.goto(new URL('/', site().url).href)
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')
    await page.goto(new URL('/en', site().url).href)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await page.close()
  })
})
