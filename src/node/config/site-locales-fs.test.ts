import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readSiteLocalesFs, requireSiteLocalesFs } from './site-locales-fs.ts'

let dir: string | undefined
afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined))

async function project(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'site-locales-'))
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true })
    await writeFile(join(dir, name), text)
  }
  return dir
}

const locale = (language: string, htmlLang: string, name: string, readIn: string) =>
  JSON.stringify({
    'locale.language': language,
    'locale.html_lang': htmlLang,
    'locale.name': name,
    'locale.read_in': readIn,
  })

describe('readSiteLocalesFs', () => {
  it('refuses a site without a language, saying what to add', async () => {
    const root = await project({ 'content/site.yml': 'defaultLocale: zh\n' })
    expect(() => requireSiteLocalesFs(root)).toThrow('add a locales/<code>.json file')
  })

  it('makes every locales file a language, with the default from site.yml first', async () => {
    const root = await project({
      'content/site.yml': 'defaultLocale: zh\n',
      'locales/en.json': locale('en-US', 'en', 'English', 'Read this in English'),
      'locales/fr.json': locale('fr-FR', 'fr', 'Français', 'Lire en français'),
      'locales/zh.json': locale('zh-CN', 'zh-CN', '简体中文', '阅读中文版'),
      'locales/notes.txt': 'not a locale',
    })
    expect(readSiteLocalesFs(root)).toEqual([
      { code: 'zh', language: 'zh-CN', htmlLang: 'zh-CN', name: '简体中文', readIn: '阅读中文版' },
      {
        code: 'en',
        language: 'en-US',
        htmlLang: 'en',
        name: 'English',
        readIn: 'Read this in English',
      },
      {
        code: 'fr',
        language: 'fr-FR',
        htmlLang: 'fr',
        name: 'Français',
        readIn: 'Lire en français',
      },
    ])
  })

  it('falls back to the code where a file cannot be read, leaving the message to the compiler', async () => {
    const root = await project({
      'content/site.yml': 'defaultLocale: [oops',
      'locales/de.json': '{ broken',
      'locales/en.json': locale('en-US', 'en', 'English', 'Read this in English'),
    })
    expect(readSiteLocalesFs(root).map((l) => [l.code, l.htmlLang, l.name])).toEqual([
      ['de', 'de', 'de'],
      ['en', 'en', 'English'],
    ])
  })
})
