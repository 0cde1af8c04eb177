import { describe, expect, it } from 'vitest'
import { DefaultLayout } from './default-layout'
import { layouts, resolveLayout } from './layouts'

describe('resolveLayout', () => {
  it('finds a layout by name and falls back to default', () => {
    expect(resolveLayout('default')).toBe(DefaultLayout)
    expect(resolveLayout('no-such-layout')).toBe(layouts.default)
    expect(resolveLayout(undefined)).toBe(DefaultLayout)
  })
})
