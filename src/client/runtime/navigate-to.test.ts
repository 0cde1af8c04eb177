import { describe, expect, it } from 'vitest'
import { isDangerousUrl, navigateTo, NavigationRefused, type NavigationTarget } from './navigate-to'

function target(): NavigationTarget & { visited: string[] } {
  const visited: string[] = []
  return {
    origin: 'https://linzhou.dev',
    visited,
    assign: (url) => void visited.push(`assign ${url}`),
    replace: (url) => void visited.push(`replace ${url}`),
  }
}

describe('isDangerousUrl', () => {
  it('catches script protocols however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ])
      expect(isDangerousUrl(url), url).toBe(true)
    for (const url of ['https://x.dev', '/blog', 'mailto:a@b.c', '#top', 'javascript-tips'])
      expect(isDangerousUrl(url), url).toBe(false)
  })
})

describe('navigateTo', () => {
  it('refuses script URLs even with the external option', () => {
    const t = target()
    expect(() => navigateTo('javascript:alert(1)', { external: true }, undefined, t)).toThrow(
      NavigationRefused,
    )
    expect(t.visited).toEqual([])
  })

  it('refuses another origin without the external option, and goes there with it', () => {
    const t = target()
    expect(() => navigateTo('https://evil.example/', {}, undefined, t)).toThrow(
      /external URL is not allowed/,
    )
    navigateTo('https://github.com/linzhou', { external: true }, undefined, t)
    navigateTo('https://github.com/linzhou', { external: true, replace: true }, undefined, t)
    expect(t.visited).toEqual([
      'assign https://github.com/linzhou',
      'replace https://github.com/linzhou',
    ])
  })

  it('hands same-origin paths to the router', () => {
    const t = target()
    const routed: string[] = []
    navigateTo('/blog/x?q=1#intro', {}, (path, replace) => routed.push(`${path} ${replace}`), t)
    navigateTo(
      'https://linzhou.dev/about',
      { replace: true },
      (path, replace) => routed.push(`${path} ${replace}`),
      t,
    )
    expect(routed).toEqual(['/blog/x?q=1#intro false', '/about true'])
    expect(t.visited).toEqual([])
  })
})
