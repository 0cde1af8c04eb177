import { describe, expect, it } from 'vitest'
import { iconSprite, iconSymbol, iconToken, parseIconName } from './icon-sprite-fs.ts'

describe('icon names', () => {
  it('split into set and icon, the longer set name first', () => {
    expect(parseIconName('i-lucide-file-text')).toEqual({ set: 'lucide', name: 'file-text' })
    expect(parseIconName('i-simple-icons-github')).toEqual({ set: 'simple-icons', name: 'github' })
    expect(parseIconName('i-material-home')).toBeUndefined()
  })

  it('are found in code as the build scans it', () => {
    const code = `const a = 'i-lucide-house'; <Icon name="i-simple-icons-github" /> // i-other-x, i-lucide-`
    expect(code.match(iconToken)).toEqual(['i-lucide-house', 'i-simple-icons-github'])
  })
})

describe('iconSymbol', () => {
  it('draws an icon of either set in its own box, in the text colour', () => {
    const house = iconSymbol('i-lucide-house')!
    expect(house).toMatch(/^<symbol id="i-lucide-house" viewBox="0 0 24 24">/)
    expect(house).toContain('stroke="currentColor"')
    expect(iconSymbol('i-simple-icons-github')).toContain('fill="currentColor"')
  })

  it('follows an alias to the icon it names', () => {
    // Lucide renamed `home` to `house` and keeps the old name as an alias.
    expect(iconSymbol('i-lucide-home')).toBe(
      iconSymbol('i-lucide-house')!.replace('i-lucide-house', 'i-lucide-home'),
    )
  })

  it('has nothing for a name no set has', () => {
    expect(iconSymbol('i-lucide-no-such-icon')).toBeUndefined()
  })
})

describe('iconSprite', () => {
  it('holds each icon once, in a fixed order, and names the ones it could not find', () => {
    const { html, missing } = iconSprite([
      'i-lucide-mail',
      'i-lucide-house',
      'i-lucide-mail',
      'i-lucide-nope-nope',
    ])
    expect([...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'i-lucide-house',
      'i-lucide-mail',
    ])
    expect(missing).toEqual(['i-lucide-nope-nope'])
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*width="0" height="0"/)
  })
})
