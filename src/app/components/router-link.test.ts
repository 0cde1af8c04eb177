import { createElement, Fragment } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider, useHref } from 'react-router'
import { describe, expect, it } from 'vitest'
import { isActivePath, sitePathHref } from './router-link'

/** What React Router's own `useHref` makes of each path, in a router with `basename`. */
function routerHrefs(paths: string[], basename?: string): string[] {
  const seen: string[] = []
  function Probe({ path }: { path: string }) {
    seen.push(useHref(path))
    return null
  }
  const probes = () =>
    createElement(Fragment, null, ...paths.map((path) => createElement(Probe, { key: path, path })))
  const router = createMemoryRouter([{ path: '*', element: createElement(probes) }], {
    basename,
    initialEntries: [`${basename ?? ''}/blog/x`],
  })
  renderToString(createElement(RouterProvider, { router }))
  return seen
}

describe('sitePathHref', () => {
  const paths = ['/', '/blog', '/en/blog/', '/tags/排版', '/blog?page=2#top', '/?', '/about#']
  it('makes the href React Router’s useHref makes, at the root and under a base path', () => {
    expect(paths.map((p) => sitePathHref(p, undefined))).toEqual(routerHrefs(paths))
    expect(paths.map((p) => sitePathHref(p, '/portfolio'))).toEqual(
      routerHrefs(paths, '/portfolio'),
    )
    // The root under a base is the bare base, as React Router writes it.
    expect(sitePathHref('/', '/portfolio')).toBe('/portfolio')
  })
})

describe('isActivePath', () => {
  it('marks the page itself, with or without a trailing slash, in any case', () => {
    expect(isActivePath('/en/blog', '/en/blog')).toBe(true)
    expect(isActivePath('/en/blog/', '/en/blog')).toBe(true)
    expect(isActivePath('/en/Blog', '/en/blog/')).toBe(true)
  })

  it('marks a section on the pages below it, unless `end` is set', () => {
    expect(isActivePath('/en/blog/why-static-sites', '/en/blog')).toBe(true)
    expect(isActivePath('/en/blog/why-static-sites', '/en/blog', true)).toBe(false)
  })

  it('does not mark a path that only shares a prefix of letters', () => {
    expect(isActivePath('/en/blogroll', '/en/blog')).toBe(false)
    expect(isActivePath('/en', '/en/blog')).toBe(false)
  })

  it('keeps the home link to its own page when `end` is set', () => {
    expect(isActivePath('/', '/', true)).toBe(true)
    expect(isActivePath('/blog', '/', true)).toBe(false)
    expect(isActivePath('/blog', '/')).toBe(true)
  })
})
