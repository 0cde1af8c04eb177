import { describe, expect, it } from 'vitest'
import { bodyLanguages } from './dev-warm-up.ts'

describe('bodyLanguages', () => {
  it('names each code language a served body highlights, once', () => {
    const body = JSON.stringify({
      type: 'root',
      children: [
        { type: 'element', tagName: 'pre', properties: { dataLanguage: 'ts' }, children: [] },
        { type: 'element', tagName: 'pre', properties: { dataLanguage: 'bash' }, children: [] },
        { type: 'element', tagName: 'pre', properties: { dataLanguage: 'ts' }, children: [] },
      ],
    })
    expect(bodyLanguages(body)).toEqual(['ts', 'bash'])
    expect(bodyLanguages('{"type":"root","children":[]}')).toEqual([])
  })
})
