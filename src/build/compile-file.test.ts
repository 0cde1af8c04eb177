import { describe, expect, it } from 'vitest'
import { compileFile, type ItemInfo } from './compile-file.ts'

const info: ItemInfo = {
  base: 'blogs',
  locale: 'en',
  stem: 'blog/old',
  extension: 'md',
  path: '/en/blog/old',
}
const article = (frontMatter: string) =>
  `---\ntitle: Old\ndescription: An old article.\ndate: 2024-04-12\n${frontMatter}---\n\nText.\n`

describe('compileFile: an article last update', () => {
  it('is the date of the file history when the article does not write one', async () => {
    const { compiled } = await compileFile(
      article(''),
      'content/en/blog/old.md',
      info,
      undefined,
      '2026-11-22',
    )
    expect(compiled?.item.updated).toBe('2026-11-22')
  })

  it('is the front matter `updated` when written: a later commit does not reset it', async () => {
    const { compiled, problems } = await compileFile(
      article('updated: 2024-10-08\n'),
      'content/en/blog/old.md',
      info,
      undefined,
      '2026-11-22',
    )
    expect(problems).toEqual([])
    expect(compiled?.item.updated).toBe('2024-10-08')
    expect(compiled?.item.meta).toEqual({})
  })
})
