import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { SiteConfig } from '../../../shared/site-schema.ts'
import { buildContentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts'
import { headersForPath, parseHeadersFile } from '../../../../scripts/serve-static.ts'
import { buildHeadersFile, hostRules, immutable } from './host-headers.ts'
import { buildNginxConf } from './nginx-conf.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const site = {
  analytics: { productionHost: 'example.dev', script: 'https://stats.example.dev/script.js' },
} as SiteConfig

describe('inlineScriptHashes', () => {
  it('hashes the exact text of executable inline scripts only', () => {
    const html = [
      '<script>\n  a()\n</script>',
      '<script type="module">b()</script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      '<script type="module" src="/assets/index.js"></script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('\n  a()\n'), sha('b()')])
  })
})

describe('buildContentSecurityPolicy', () => {
  it('allows scripts by hash and the statistics origin, never unsafe-inline', () => {
    const csp = buildContentSecurityPolicy(site, [sha('b'), sha('a'), sha('a')])
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src '))
    expect(scripts).toBe(
      `script-src 'self' ${[sha('a'), sha('b')].sort().join(' ')} https://stats.example.dev`,
    )
    expect(csp).toContain("connect-src 'self' https://stats.example.dev")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("frame-ancestors 'none'; object-src 'none'")
    expect(csp).not.toContain('frame-src')
  })

  it('lets the iframe hosts of site.yml into frame-src', () => {
    const withEmbeds = { embeds: { iframeHosts: ['www.youtube-nocookie.com', 'player.vimeo.com'] } }
    const csp = buildContentSecurityPolicy(withEmbeds as SiteConfig, [])
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;')
    expect(csp).toContain("script-src 'self'; ")
  })
})

describe('_headers', () => {
  const rules = parseHeadersFile(
    buildHeadersFile(hostRules({ csp: "default-src 'self'", base: '/', payloadDepths: [0, 2] })),
  )
  const cache = (path: string) => headersForPath(rules, path)['Cache-Control']

  it('round-trips and sends the security headers everywhere', () => {
    expect(headersForPath(rules, '/en/')).toMatchObject({
      'Content-Security-Policy': "default-src 'self'",
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    })
  })

  it('caches hashed files for ever but never the redeploy signal or payloads', () => {
    expect(cache('/assets/index-abc.js')).toBe(immutable)
    expect(cache('/_images/blog/a-320.1234.webp')).toBe(immutable)
    expect(cache('/assets/builds/latest.json')).toBe('no-cache')
    expect(cache('/_payload.json')).toBe('no-cache')
    expect(cache('/en/blog/_payload.json')).toBe('no-cache')
    expect(cache('/sw.js')).toBe('no-cache')
    expect(cache('/en/')).toBeUndefined()
  })

  it('puts every rule under the base path', () => {
    const sub = hostRules({ csp: 'x', base: '/portfolio/' })
    expect(sub.map((r) => r.pattern)).toContain('/portfolio/assets/:file')
    expect(headersForPath(sub, '/assets/a.js')['Cache-Control']).toBeUndefined()
  })
})

describe('buildNginxConf', () => {
  it('serves pages with and without a slash, the 404 page with 404, and the headers', () => {
    const conf = buildNginxConf({ csp: "default-src 'self'", base: '/' })
    expect(conf).toContain('root /var/www/site;')
    expect(conf).toContain('try_files $uri $uri/index.html $uri.html @in_case;')
    expect(conf).toMatch(/location @in_case \{[^}]*\}\s*return 404;/)
    expect(conf).toContain('error_page 404 /404.html;')
    expect(conf).toContain('absolute_redirect off;')
    expect(conf).toMatch(/location \^~ \/assets\/builds\/ \{[^}]*Cache-Control "no-cache"/)
    expect(conf).toMatch(
      /location \^~ \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/,
    )
    expect(conf).toContain(`set $csp_0 "default-src 'self'";`)
    expect(conf).toContain(`add_header Content-Security-Policy "$csp_0" always;`)
  })

  it('splits a long policy into variables nginx accepts (4096 characters a directive)', () => {
    const csp = `script-src 'self' ${Array.from({ length: 120 }, (_, i) => `'sha256-${i}${'x'.repeat(44)}'`).join(' ')}`
    const conf = buildNginxConf({ csp, base: '/' })
    const parts = [...conf.matchAll(/set \$csp_\d+ "([^"]*)";/g)].map((m) => m[1]!)
    expect(parts.length).toBeGreaterThan(1)
    expect(Math.max(...parts.map((p) => p.length))).toBeLessThanOrEqual(3000)
    expect(parts.join('')).toBe(csp)
  })

  it("answers a missing path in a locale's folder with that locale's 404 page", () => {
    const conf = buildNginxConf({ csp: 'x', base: '/portfolio/', notFoundFolders: ['/en'] })
    expect(conf).toMatch(
      /location \/portfolio\/en\/ \{\s*error_page 404 \/portfolio\/en\/404\.html;\s*try_files \$uri \$uri\/index\.html \$uri\.html @in_case_0;[^}]*Content-Security-Policy/,
    )
    expect(conf).toMatch(/location @in_case_0 \{\s*error_page 404 \/portfolio\/en\/404\.html;/)
    expect(conf).toContain('error_page 404 /portfolio/404.html;')
  })

  it('sends an address in other letters to the page it names, patterns escaped', () => {
    const pages = ['/blog/why-static-sites', '/en/tags/c++', '/tags/中文']
    const conf = buildNginxConf({ csp: 'x', base: '/portfolio/', pages })
    expect(conf).toContain(
      '"~*^/portfolio/blog/why-static-sites/?$" "/portfolio/blog/why-static-sites";',
    )
    expect(conf).toContain('"~*^/portfolio/en/tags/c\\\\+\\\\+/?$" "/portfolio/en/tags/c++";')
    // nginx matches $uri decoded, as UTF-8 bytes: the path is written as it is.
    expect(conf).toContain('"~*^/portfolio/tags/中文/?$" "/portfolio/tags/中文";')
    expect(conf).toMatch(/if \(\$page_in_case\) \{\s*return 301 \$page_in_case\$is_args\$args;/)
  })

  it('keeps everything under the base path', () => {
    const conf = buildNginxConf({ csp: 'x', base: '/portfolio/' })
    expect(conf).toContain('error_page 404 /portfolio/404.html;')
    expect(conf).toContain('location = /portfolio {')
    expect(conf).toContain('location ^~ /portfolio/assets/builds/ {')
  })
})
