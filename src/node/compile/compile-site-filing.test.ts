import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { compileSite } from './compile-site.ts'

const sample = await readFile(new URL('../../../content/site.yml', import.meta.url), 'utf8')
const publicFiles = new Set([
  '/images/profile-light.webp',
  '/images/profile-dark.webp',
  '/images/official-account-qr.svg',
])
const withNumber = (line: string) =>
  sample.replace(/^ {2}publicSecurity: .*$/m, line ? `  publicSecurity: ${line}` : '')

describe('site.yml: filing.publicSecurity', () => {
  it('gives the browser the number with the address of its entry in the registry', () => {
    const { site } = compileSite(
      withNumber('京公网安备 11010502030143号'),
      'content/site.yml',
      publicFiles,
      ['zh', 'en'],
    )
    expect(site?.filing?.publicSecurity).toEqual({
      number: '京公网安备 11010502030143号',
      url: 'https://beian.mps.gov.cn/#/query/webSearch?code=11010502030143',
    })
  })

  it('is optional', () => {
    const { site, problems } = compileSite(withNumber(''), 'content/site.yml', publicFiles, [
      'zh',
      'en',
    ])
    expect(problems).toEqual([])
    expect(site?.filing).toEqual({
      number: '浙ICP备2024031877号-1',
      url: 'https://beian.miit.gov.cn/',
    })
  })

  it.each(['浙公网安备3301060201234号', '浙ICP备2024031877号-1', '公网安备33010602012345号'])(
    'stops the build at a malformed number (%s), saying how it is written',
    (number) => {
      const { site, problems } = compileSite(withNumber(number), 'content/site.yml', publicFiles, [
        'zh',
        'en',
      ])
      expect(site).toBeUndefined()
      const line = sample.split('\n').findIndex((l) => l.startsWith('  publicSecurity:')) + 1
      expect(problems).toEqual([
        {
          file: 'content/site.yml',
          line,
          column: 19,
          message:
            '"filing.publicSecurity": Write the public-security filing number as it was issued: the province, 公网安备, its 14 digits and 号, like 浙公网安备33010602012345号.',
        },
      ])
    },
  )
})
