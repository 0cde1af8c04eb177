import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { SearchSection } from '../../shared/artifact.ts'
import {
  buildSearchIndex,
  queryTerms,
  searchIds,
  searchIndexFormat,
} from '../../shared/search/search-options.ts'
import {
  hasPinyin,
  loadSearchParts,
  partsFor,
  type SearchMeta,
  type SearchPart,
} from '../../shared/search/search-parts.ts'
import { searchFiles, searchMetaName } from './search-files.ts'
import { pinyinField } from './search-pinyin-terms.ts'

const han = '静态网站博客构建工具缓存策略深色模式字体子集排版组件性能预算图片管线搜索索引'
/** Sections with many words of their own, so the index is cut into several parts. */
const sections: SearchSection[] = Array.from({ length: 1500 }, (_, i) => ({
  id: `/blog/a${i >> 2}#s${i}`,
  title: `${han.slice(i % 30, (i % 30) + 4)} heading ${i}`,
  titles: i % 4 ? [`Article ${i >> 2}`] : [],
  content:
    `${han.slice((i * 7) % 40, ((i * 7) % 40) + 6)}。Static sites cache fonts, term${i} ` +
    `word${i * 3} caching${i % 13} performance budget ${'x'.repeat(i % 5)} ${i}`,
  level: i % 4 ? 2 : 1,
}))

const filesOf = (list: SearchSection[]) => {
  const name = searchMetaName('zh', JSON.stringify(list))
  const files = searchFiles({ locale: 'zh', chinese: true, sections: list, name })
  return { name, files, meta: JSON.parse(files.get(name)!) as SearchMeta }
}
const part = (files: Map<string, string>, file: string) =>
  JSON.parse(files.get(file)!) as SearchPart

describe('searchFiles', () => {
  const { files, meta } = filesOf(sections)

  it('cuts the index into parts of terms in order, and the text into chunks in order', () => {
    expect(meta.parts.length).toBeGreaterThan(3)
    const { index } = buildSearchIndex(sections, pinyinField).toJSON()
    const entries = meta.parts.flatMap(({ file }) => part(files, file))
    expect(entries.length).toBe(index.length)
    expect(new Map(entries)).toEqual(new Map(index))
    meta.parts.forEach(({ from, file }, i) => {
      const next = meta.parts[i + 1]?.from
      for (const [term] of part(files, file)) {
        expect(term >= from).toBe(true)
        if (next !== undefined) expect(term < next).toBe(true)
      }
    })
    const texts = meta.texts.map(({ file }) => JSON.parse(files.get(file)!) as SearchSection[])
    expect(texts.flat()).toEqual(sections)
    expect(meta.texts.map((t) => t.from)).toEqual(
      texts.map((_, i) => texts.slice(0, i).flat().length),
    )
  })

  it('names each part and chunk by its text', () => {
    for (const { file } of [...meta.parts, ...meta.texts]) {
      const text = files.get(file)!
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 10)
      expect(file).toMatch(new RegExp(`^search-(part|text)\\.zh\\.${hash}\\.json$`))
    }
  })

  it('ranks a query on the parts it needs exactly as on the whole index', async () => {
    const whole = buildSearchIndex(sections, pinyinField)
    expect(hasPinyin(meta.documents)).toBe(true)
    for (const query of [
      '静态',
      '缓存策略',
      '字',
      'cach',
      'performance budget',
      'term17',
      'wrod9',
      'xingneng',
      'xn',
      'huan cun',
      'zi',
    ]) {
      const needed = [...partsFor(meta, queryTerms(query, true))].map((i) =>
        part(files, meta.parts[i]!.file),
      )
      expect(needed.length).toBeLessThan(meta.parts.length)
      const index = await loadSearchParts(meta.documents, needed)
      const found = searchIds(whole, query, true)
      if (/^[a-z ]+$/.test(query)) expect(found.length, query).toBeGreaterThan(0)
      // Scores summed in another order (the parts' term tree is built in term order) may differ
      // in the last bit.
      const round = (hits: typeof found) => hits.map((h) => ({ ...h, score: h.score.toFixed(9) }))
      expect(round(searchIds(index, query, true)), query).toEqual(round(found))
    }
  })

  it('renames after an edit only the parts and chunks whose text the edit changed', () => {
    const edited = sections.map((s, i) =>
      i === 200 ? { ...s, content: s.content.replace('term200', 'zebra') } : s,
    )
    const after = filesOf(edited)
    const renamed = (list: 'parts' | 'texts') =>
      after.meta[list].filter(({ file }) => !files.has(file)).length
    expect(renamed('texts')).toBe(1)
    expect(renamed('parts')).toBeGreaterThan(0)
    expect(renamed('parts')).toBeLessThan(meta.parts.length / 2)
  })

  it('changes only with searchIndexFormat', () => {
    // Builds keep search files by their sections and searchIndexFormat (search-index-fs.ts).
    // If this fails, the files are now made differently: bump searchIndexFormat in
    // src/shared/search/search-options.ts, then record the new format and hash here.
    const text = [...files].sort().join('\n')
    expect({
      format: searchIndexFormat,
      files: createHash('sha256').update(text).digest('hex').slice(0, 10),
    }).toEqual({ format: 4, files: '411175f279' })
  })
})
