import { describe, expect, it } from 'vitest'
import { sampleLocales } from '../../../test/support/site-locales-fs.ts'
import { createQueryCollection, runQuery, type Operator } from './query.ts'
import { createSource } from '../source.ts'
import { schemaVersion } from '../artifact.ts'

const articles = [
  {
    stem: 'blog/c',
    title: 'Gamma',
    date: '2025-03-01',
    minRead: 9,
    tags: ['rust'],
    author: { name: 'Lin' },
  },
  {
    stem: 'blog/a',
    title: 'Alpha',
    date: '2024-01-15',
    minRead: 3,
    tags: ['css'],
    author: { name: 'Wang' },
  },
  { stem: 'blog/b', title: 'Beta', date: '2025-07-20', minRead: 5, tags: [], image: null },
  {
    stem: 'blog/d',
    title: 'delta',
    date: '2026-02-02',
    minRead: 12,
    tags: ['ts'],
    author: { name: 'Lin' },
  },
]

/** An in-memory artifact, served through the same source the browser and prerender use. */
function fixtureSource() {
  const files: Record<string, unknown> = {
    'manifest.json': {
      schemaVersion,
      contentHash: 'x',
      collections: { blogs: 'blogs.1.json', blogs_en: 'blogs_en.1.json' },
      navigation: {},
      search: {},
      searchIndex: {},
      site: 'site.json',
    },
    'blogs.1.json': articles.map((a) => ({ ...a, bodyChunk: `body/${a.stem}.json` })),
    'blogs_en.1.json': [{ stem: 'blog/a', title: 'Alpha (en)', date: '2024-01-15', minRead: 3 }],
    ...Object.fromEntries(
      articles.map((a) => [
        `body/${a.stem}.json`,
        { body: { type: 'root', children: [{ type: 'text', value: a.title }] }, toc: [] },
      ]),
    ),
  }
  const reads: string[] = []
  const source = createSource(async (file) => {
    reads.push(file)
    if (!(file in files)) throw new Error(`missing ${file}`)
    return structuredClone(files[file])
  })
  return {
    source,
    reads,
    queryCollection: createQueryCollection(source, sampleLocales.collectionName),
  }
}

const titles = (rows: { title?: unknown }[]) => rows.map((r) => r.title)
const where = (field: string, op: Operator, value?: unknown) =>
  titles(runQuery(articles, { where: [{ field, op, value }], order: [], skip: 0 }))

describe('where operators', () => {
  it.each([
    ['=', 'minRead', 5, ['Beta']],
    ['<>', 'minRead', 5, ['Alpha', 'Gamma', 'delta']],
    ['<', 'date', '2025-03-01', ['Alpha']],
    ['<=', 'date', '2025-03-01', ['Alpha', 'Gamma']],
    ['>', 'minRead', 5, ['Gamma', 'delta']],
    ['>=', 'minRead', 5, ['Beta', 'Gamma', 'delta']],
    ['IN', 'title', ['Alpha', 'delta', 'Zeta'], ['Alpha', 'delta']],
    ['NOT IN', 'title', ['Alpha', 'delta'], ['Beta', 'Gamma']],
    ['BETWEEN', 'date', ['2025-01-01', '2025-12-31'], ['Beta', 'Gamma']],
    ['NOT BETWEEN', 'date', ['2025-01-01', '2025-12-31'], ['Alpha', 'delta']],
    ['LIKE', 'title', '%ELTA', ['delta']],
    ['LIKE', 'title', '_eta', ['Beta']],
    ['NOT LIKE', 'title', '%a', []],
    ['IS NULL', 'image', undefined, ['Alpha', 'Beta', 'Gamma', 'delta']],
    ['IS NOT NULL', 'author', undefined, ['Alpha', 'Gamma', 'delta']],
  ] as const)('%s on %s', (op, field, value, expected) => {
    expect(where(field, op as Operator, value)).toEqual(expected)
  })

  it('reads nested fields with dots', () => {
    expect(where('author.name', '=', 'Lin')).toEqual(['Gamma', 'delta'])
  })

  it('never matches a missing value with a comparison, as SQL does', () => {
    expect(where('author.name', '<>', 'Lin')).toEqual(['Alpha'])
  })
})

describe('errors (SPEC §8, word for word)', () => {
  const { queryCollection } = fixtureSource()
  it('IN needs an array', () => {
    expect(() => queryCollection('blogs', 'zh').where('title', 'IN', 'Alpha')).toThrow(
      'Value for IN/NOT IN must be an array',
    )
    expect(() => queryCollection('blogs', 'zh').where('title', 'NOT IN', 3)).toThrow(
      'Value for IN/NOT IN must be an array',
    )
  })
  it('BETWEEN needs two elements', () => {
    expect(() => queryCollection('blogs', 'zh').where('date', 'BETWEEN', ['2025-01-01'])).toThrow(
      'Value for BETWEEN/NOT BETWEEN must be an array with two elements',
    )
    expect(() => queryCollection('blogs', 'zh').where('date', 'NOT BETWEEN', 'x')).toThrow(
      'Value for BETWEEN/NOT BETWEEN must be an array with two elements',
    )
  })
})

describe('queryCollection', () => {
  it('gives a repeated selection the same rows in a fresh array', async () => {
    const { queryCollection } = fixtureSource()
    const query = () =>
      queryCollection('blogs', 'zh').order('date', 'DESC').select('title', 'date').all()
    const first = await query()
    first.splice(0)
    const again = await query()
    expect(again).toHaveLength(4)
    expect(again).toEqual(await query())
  })

  it('orders by stem ascending by default', async () => {
    const { queryCollection } = fixtureSource()
    expect(titles(await queryCollection('blogs', 'zh').select('title').all())).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
      'delta',
    ])
  })

  it('orders, skips and limits', async () => {
    const { queryCollection } = fixtureSource()
    const rows = await queryCollection('blogs', 'zh')
      .order('date', 'DESC')
      .skip(1)
      .limit(2)
      .select('title', 'date')
      .all()
    expect(rows).toEqual([
      { title: 'Beta', date: '2025-07-20' },
      { title: 'Gamma', date: '2025-03-01' },
    ])
  })

  it('combines and/or groups', async () => {
    const { queryCollection } = fixtureSource()
    const rows = await queryCollection('blogs', 'zh')
      .where('minRead', '>', 4)
      .orWhere((q) => q.where('title', '=', 'Beta').where('author.name', '=', 'Lin'))
      .select('title')
      .all()
    expect(titles(rows)).toEqual(['Beta', 'Gamma', 'delta'])
    const both = await queryCollection('blogs', 'zh')
      .andWhere((q) => q.where('minRead', '>', 4).where('date', '<', '2026-01-01'))
      .select('title')
      .all()
    expect(titles(both)).toEqual(['Beta', 'Gamma'])
  })

  it('counts matches, set fields and distinct values', async () => {
    const { queryCollection } = fixtureSource()
    expect(await queryCollection('blogs', 'zh').where('minRead', '>', 4).limit(1).count()).toBe(3)
    expect(await queryCollection('blogs', 'zh').count('author')).toBe(3)
    expect(await queryCollection('blogs', 'zh').count('author.name', true)).toBe(2)
  })

  it('reads the English twin for locale en', async () => {
    const { queryCollection } = fixtureSource()
    expect(titles(await queryCollection('blogs', 'en').select('title').all())).toEqual([
      'Alpha (en)',
    ])
  })

  it('loads a body only when asked, and each chunk once', async () => {
    const { queryCollection, reads } = fixtureSource()
    await queryCollection('blogs', 'zh').select('title').all()
    expect(reads.filter((r) => r.startsWith('body/'))).toEqual([])
    const first = await queryCollection('blogs', 'zh').where('stem', '=', 'blog/b').first()
    expect(first?.body).toEqual({ type: 'root', children: [{ type: 'text', value: 'Beta' }] })
    await queryCollection('blogs', 'zh').where('stem', '=', 'blog/b').first()
    expect(reads.filter((r) => r === 'body/blog/b.json')).toHaveLength(1)
    expect(reads.filter((r) => r === 'blogs.1.json')).toHaveLength(1)
    expect(reads.filter((r) => r === 'manifest.json')).toHaveLength(1)
  })

  it('returns null from first() when nothing matches', async () => {
    const { queryCollection } = fixtureSource()
    expect(await queryCollection('blogs', 'zh').path('/blog/none').first()).toBeNull()
  })
})

describe('runQuery over the same list', () => {
  it('answers a repeated query from memory, with a copy the caller may change', () => {
    const list = articles.map((item) => ({ ...item }))
    const spec = { where: [], order: [['date', 'DESC']] as [string, 'DESC'][], skip: 0 }
    const first = runQuery(list, spec)
    first.reverse()
    const again = runQuery(list, spec)
    expect(again).not.toBe(first)
    expect(titles(again)).toEqual(titles(first).reverse())
    // Sorted once: the comparator is not called for the second run.
    const dates = list.map((item) => Object.getOwnPropertyDescriptor(item, 'date'))
    let reads = 0
    for (const item of list)
      Object.defineProperty(item, 'date', {
        get: () => (reads++, dates[list.indexOf(item)]?.value),
        configurable: true,
      })
    runQuery(list, spec)
    expect(reads).toBe(0)
    // A new list (new content) is queried afresh.
    expect(titles(runQuery([...list], spec))).toEqual(titles(again))
    expect(reads).toBeGreaterThan(0)
  })
})

describe('equality lookups', () => {
  // Values that `=` finds equal although they differ in type, and ones it must not.
  const items = [
    { stem: 'a', path: '/blog/a', n: 5, tags: ['x'] },
    { stem: 'b', path: '/blog/b', n: '5', tags: ['x', 'y'] },
    { stem: 'c', path: '/blog/c', n: 5.5, tags: [] },
    { stem: 'd', path: '/blog/a', n: null, tags: ['y'] },
    { stem: 'e', n: -0 },
  ]
  const eq = (field: string, value: unknown, more: Parameters<typeof runQuery>[1]['where'] = []) =>
    runQuery(items, { where: [{ field, op: '=', value }, ...more], order: [], skip: 0 }).map(
      (r) => r.stem,
    )
  const scan = (field: string, value: unknown) =>
    items
      .filter((i) => {
        const v = (i as Record<string, unknown>)[field]
        if (v === null || v === undefined) return false
        return typeof v === 'number' && typeof value === 'number'
          ? v - value === 0
          : String(v) === String(value)
      })
      .map((r) => r.stem)

  it('finds what a scan of the list finds, for every value and type', () => {
    for (const [field, value] of [
      ['path', '/blog/a'],
      ['path', '/blog/zz'],
      ['n', 5],
      ['n', '5'],
      ['n', 0],
      ['n', 5.5],
      ['tags', 'x'],
      ['tags', 'x,y'],
    ] as const) {
      expect(eq(field, value), `${field} = ${value}`).toEqual(scan(field, value))
    }
  })

  it('still applies the other conditions to what the lookup found', () => {
    expect(eq('path', '/blog/a', [{ field: 'tags', op: 'IS NOT NULL' }])).toEqual(['a', 'd'])
    expect(eq('path', '/blog/a', [{ field: 'n', op: '>', value: 1 }])).toEqual(['a'])
  })

  it('looks items up instead of reading every item per query', () => {
    let reads = 0
    const big = Array.from(
      { length: 2_000 },
      (_, i) =>
        new Proxy({ stem: `s${i}`, path: `/blog/${i}` } as Record<string, string>, {
          get: (target, key: string) => {
            if (key === 'path') reads++
            return target[key]
          },
        }),
    )
    for (let i = 0; i < 2_000; i += 1) {
      const [row] = runQuery(big, {
        where: [{ field: 'path', op: '=', value: `/blog/${i}` }],
        order: [],
        skip: 0,
      })
      expect(row?.stem).toBe(`s${i}`)
    }
    // A scan per query reads 4 million paths; the lookup reads each once, then one per query.
    expect(reads).toBeLessThanOrEqual(2_000 + 2_000)
  })
})
