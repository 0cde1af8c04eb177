import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { sampleLocales } from '../../../test/support/site-locales-fs.ts'
import { siteSchema, type SiteConfig } from '../../shared/site-schema.ts'
import { buildContentSecurityPolicy } from './host/content-security-policy.ts'
import { commentSources } from './comment-sources.ts'

/** The sample site.yml with `comments` set as an author would write it. */
async function siteWith(comments?: unknown): Promise<SiteConfig> {
  const yml = parse(await readFile(join(import.meta.dirname, '../../../content/site.yml'), 'utf8'))
  return siteSchema(sampleLocales.localeCodes).parse(comments ? { ...yml, comments } : yml)
}

const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

const giscus = {
  provider: 'giscus',
  repo: 'linzhou/linzhou.dev',
  repoId: 'R_kgDOTest',
  category: 'Comments',
  categoryId: 'DIC_kwDOTest',
}

describe('the comment service in the Content Security Policy', () => {
  it('adds nothing when comments are off (the default)', async () => {
    const site = await siteWith()
    expect(site.comments).toBeUndefined()
    expect(commentSources(site)).toEqual({ connect: [], frame: [] })
    const csp = buildContentSecurityPolicy(site, [])
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://stats.linzhou.dev")
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.bilibili.com',
    )
  })

  it('lets the page talk to the Waline server, and only that', async () => {
    const site = await siteWith({
      provider: 'waline',
      serverURL: 'https://comments.linzhou.dev:8443/waline/',
    })
    expect(site.comments).toEqual({
      provider: 'waline',
      serverURL: 'https://comments.linzhou.dev:8443/waline',
      requiredMeta: [],
    })
    const csp = buildContentSecurityPolicy(site, [])
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://stats.linzhou.dev https://comments.linzhou.dev:8443",
    )
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://stats.linzhou.dev")
    expect(directive(csp, 'frame-src')).not.toContain('comments.linzhou.dev')
  })

  it('frames giscus.app for Giscus and runs no script from it', async () => {
    const site = await siteWith(giscus)
    expect(site.comments).toMatchObject({ mapping: 'pathname', host: 'https://giscus.app' })
    const csp = buildContentSecurityPolicy(site, [])
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.bilibili.com https://giscus.app',
    )
    expect(directive(csp, 'script-src')).not.toContain('giscus')
    expect(directive(csp, 'connect-src')).not.toContain('giscus')
  })

  it('frames a giscus server of your own instead', async () => {
    const site = await siteWith({ ...giscus, host: 'https://giscus.linzhou.dev/' })
    expect(commentSources(site)).toEqual({ connect: [], frame: ['https://giscus.linzhou.dev'] })
  })

  it('refuses a provider it does not know and a repo that is not owner/name', async () => {
    await expect(siteWith({ provider: 'disqus' })).rejects.toThrow()
    await expect(siteWith({ ...giscus, repo: 'linzhou' })).rejects.toThrow(/owner\/name/)
  })
})
