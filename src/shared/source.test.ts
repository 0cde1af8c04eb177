import { describe, expect, it } from 'vitest'
import { schemaVersion } from './artifact.ts'
import { createSource } from './source.ts'

const manifest = {
  schemaVersion,
  contentHash: 'a',
  collections: { blogs: 'blogs.1.json' },
  navigation: { zh: 'nav.json' },
  search: {},
  searchIndex: {},
  site: 'site.json',
}

describe('createSource', () => {
  it('retries a file whose first read failed', async () => {
    let fail = true
    const source = createSource(async (file) => {
      if (file === 'nav.json' && fail) throw new Error('network down')
      return file === 'manifest.json'
        ? manifest
        : [{ title: 'Blog', path: '/blog', stem: 'blog', page: true }]
    })
    await expect(source.navigation('zh')).rejects.toThrow('network down')
    fail = false
    await expect(source.navigation('zh')).resolves.toHaveLength(1)
  })

  it('refuses an artifact of another schema version', async () => {
    const source = createSource(async () => ({ ...manifest, schemaVersion: schemaVersion + 1 }))
    await expect(source.index('blogs')).rejects.toThrow(/schema/)
  })

  it('names a missing collection or locale plainly', async () => {
    const source = createSource(async () => manifest)
    await expect(source.index('nope')).rejects.toThrow('No collection named "nope"')
    await expect(source.search('en')).rejects.toThrow('No search index named "en"')
  })

  it('reads a new manifest after refresh, keeping unchanged chunks', async () => {
    const reads: string[] = []
    let hash = 'a'
    const source = createSource(async (file) => {
      reads.push(file)
      return file === 'manifest.json' ? { ...manifest, contentHash: hash } : []
    })
    expect((await source.manifest()).contentHash).toBe('a')
    await source.index('blogs')
    hash = 'b'
    source.refresh()
    expect((await source.manifest()).contentHash).toBe('b')
    await source.index('blogs')
    expect(reads).toEqual(['manifest.json', 'blogs.1.json', 'manifest.json'])
  })

  it('patches a collection it holds into the new chunk, and reads a chunk it never held', async () => {
    const reads: string[] = []
    const source = createSource(async (file) => {
      reads.push(file)
      if (file === 'manifest.json') return manifest
      if (file === 'blogs.1.json') return [{ title: '甲' }, { title: '乙' }]
      return [{ title: '读来的' }]
    })
    await source.index('blogs')
    source.refresh(
      { ...manifest, collections: { blogs: 'blogs.2.json', blogs_en: 'blogs_en.2.json' } },
      [
        { from: 'blogs.1.json', to: 'blogs.2.json', rows: [[1, '{"title":"乙，改过了"}']] },
        { from: 'blogs_en.1.json', to: 'blogs_en.2.json', rows: [[0, '{"title":"x"}']] },
      ],
    )
    expect(await source.index('blogs')).toEqual([{ title: '甲' }, { title: '乙，改过了' }])
    // blogs_en.1.json was never read here: its patch has nothing to apply to.
    expect(await source.index('blogs_en')).toEqual([{ title: '读来的' }])
    expect(reads).toEqual(['manifest.json', 'blogs.1.json', 'blogs_en.2.json'])
  })

  it('takes the manifest the dev server sent with the news instead of asking for it', async () => {
    const reads: string[] = []
    const source = createSource(async (file) => {
      reads.push(file)
      return file === 'manifest.json' ? manifest : []
    })
    await source.index('blogs')
    source.refresh({ ...manifest, contentHash: 'c', collections: { blogs: 'blogs.2.json' } })
    expect((await source.manifest()).contentHash).toBe('c')
    await source.index('blogs')
    expect(reads).toEqual(['manifest.json', 'blogs.1.json', 'blogs.2.json'])
    // A manifest of another schema is refused as one read from the server would be.
    source.refresh({ ...manifest, schemaVersion: -1 })
    await expect(source.index('blogs')).rejects.toThrow('compiled with schema -1')
  })
})
