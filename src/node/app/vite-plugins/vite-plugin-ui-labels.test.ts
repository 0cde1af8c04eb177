import { describe, expect, it } from 'vitest'
import { uiLabelsPlugin } from './vite-plugin-ui-labels.ts'

const transform = (code: string, id: string) => {
  const hook = uiLabelsPlugin().transform as (
    code: string,
    id: string,
  ) => { code: string } | undefined
  return hook(code, id)
}

describe('uiLabelsPlugin', () => {
  it("adds the locale's interface labels as ui.* keys, letting the file's own keys win", () => {
    const en = JSON.parse(
      transform('{"locale.language":"en-US","ui.close":"Dismiss"}', '/site/locales/en.json')!.code,
    )
    expect(en['ui.search']).toBe('Search')
    expect(en['ui.close']).toBe('Dismiss')
    const de = JSON.parse(transform('{"locale.language":"de-DE"}', '/site/locales/de.json')!.code)
    expect(de['ui.copyCode']).toBeTruthy()
    expect(de['ui.search']).not.toBe('Search')
  })

  it('leaves other JSON and broken locale files alone', () => {
    expect(transform('{"a":1}', '/site/src/data.json')).toBeUndefined()
    expect(transform('{ broken', '/site/locales/en.json')).toBeUndefined()
  })
})
