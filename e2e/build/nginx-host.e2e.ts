/**
 * The built site behind a real nginx, configured only by the `nginx.conf` the build writes into
 * dist/ (issue 8): status codes, trailing slashes, cache and security headers, and every screen
 * in both languages hydrating under the Content Security Policy without a violation.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { watchConsole } from '../support/console.ts'
import { hydrated, useBrowser } from '../support/site.ts'

const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const siteDir = inject('siteDir')
const browser = useBrowser()
let nginx: ChildProcess | undefined
let temp = ''
let origin = ''

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail()))
    })
  })
}

async function waitUntilServing(url: string, log: () => string) {
  for (let tries = 0; tries < 100; tries++) {
    if (nginx?.exitCode !== null) throw new Error(`nginx exited early:\n${log()}`)
    const up = await fetch(url).then(
      () => true,
      () => false,
    )
    if (up) return
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`nginx did not answer at ${url}:\n${log()}`)
}

beforeAll(async () => {
  if (!existsSync(nginxPath))
    throw new Error(`${nginxPath} is missing: install Debian's nginx-light (.ci/run does).`)
  temp = await mkdtemp(join(tmpdir(), 'portfolio-nginx-'))
  const port = await freePort()
  const server = (await readFile(join(siteDir, 'nginx.conf'), 'utf8'))
    .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root .*;$/m, `$1root ${siteDir};`)
  await writeFile(join(temp, 'site.conf'), server)
  await writeFile(
    join(temp, 'main.conf'),
    `daemon off;
worker_processes 1;
pid ${temp}/nginx.pid;
error_log ${temp}/error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp}/client;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include ${temp}/site.conf;
}
`,
  )
  let output = ''
  nginx = spawn(nginxPath, ['-c', join(temp, 'main.conf'), '-p', temp], { stdio: 'pipe' })
  nginx.stderr?.on('data', (chunk) => (output += chunk))
  origin = `http://127.0.0.1:${port}`
  await waitUntilServing(origin, () => output)
})

afterAll(async () => {
  if (nginx?.pid && nginx.exitCode === null) {
    const exited = new Promise((done) => nginx?.once('exit', done))
    process.kill(nginx.pid, 'SIGQUIT')
    await exited
  }
  if (temp) await rm(temp, { recursive: true, force: true })
})

/**
 * One tab for every visit with scripts on, and one with scripts off: a new page costs about a
 * second of Chromium's start-up, a visit in an open one a third of that. No visit writes a cookie
 * or storage (nothing here clicks), and each visit counts only the errors logged after it began.
 */
let tab: { page: Page; errors: string[] }
let still: Page
beforeAll(async () => {
  const page = await browser().newPage({ serviceWorkers: 'block' })
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  )
  tab = { page, errors: watchConsole(page) }
  still = await (await browser().newContext({ javaScriptEnabled: false })).newPage()
})
afterAll(async () => {
  await tab?.page.context().close()
  await still?.context().close()
})

/** Loads `path` in the shared tab, CSP violations reported from inside the page, until the network is quiet. */
async function visit(path: string): Promise<{ page: Page; errors: string[]; status: number }> {
  const { page, errors } = tab
  errors.length = 0
  const response = await page.goto(origin + path, { waitUntil: 'networkidle' })
  return { page, errors, status: response?.status() ?? 0 }
}

describe('the built site behind nginx', () => {
  it('serves the machine-readable copies with their content types, in both languages', async () => {
    // Issue 35, item 7: mime.types knows no .md and calls feed.json plain JSON.
    const types: [string, string, number][] = [
      ['/blog/why-static-sites.md', 'text/markdown; charset=utf-8', 200],
      ['/en/blog/why-static-sites.md', 'text/markdown; charset=utf-8', 200],
      ['/feed.json', 'application/feed+json', 200],
      ['/en/feed.json', 'application/feed+json', 200],
      ['/llms.txt', 'text/plain; charset=utf-8', 200],
      ['/en/llms-full.txt', 'text/plain; charset=utf-8', 200],
      ['/en/blog/no-such-article.md', 'text/html; charset=utf-8', 404],
    ]
    for (const [path, type, status] of types) {
      const response = await fetch(origin + path)
      expect([response.status, response.headers.get('content-type')], path).toEqual([status, type])
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })

  it('answers an unknown path with status 404 and the 404 page', async () => {
    const { page, status } = await visit('/no/such/page')
    expect(status).toBe(404)
    expect(await page.locator('h1').first().textContent()).toContain('页面不存在')
  })

  it('answers a missing path under /en/ with the English 404 page, before any script', async () => {
    const response = await still.goto(`${origin}/en/no/such/page`)
    expect(response?.status()).toBe(404)
    expect(await still.locator('html').getAttribute('lang')).toBe('en')
    expect(await still.locator('main h1').textContent()).toBe('Page not found')
    expect(await still.locator('body').innerText()).not.toContain('/404')
  })

  it.each([
    ['/BLOG/WHY-STATIC-SITES', '/blog/why-static-sites', 'zh-CN'],
    ['/Tags/CSS', '/tags/css', 'zh-CN'],
    ['/en/Blog/Why-Static-Sites/', '/en/blog/why-static-sites', 'en'],
    ['/EN/blog?from=mail', '/en/blog?from=mail', 'en'],
  ])(
    'redirects %s, a page in other letters, to %s before any script (issue 54, item 7)',
    async (typed, page, lang) => {
      const response = await fetch(origin + typed, { redirect: 'manual' })
      expect([response.status, response.headers.get('location')]).toEqual([301, page])
      expect((await still.goto(origin + typed))?.status()).toBe(200)
      expect(still.url()).toBe(origin + page)
      expect(await still.locator('html').getAttribute('lang')).toBe(lang)
    },
  )

  it('serves /en and /en/ as the English home, and an article with a trailing slash', async () => {
    for (const path of ['/en', '/en/']) {
      const { page, status, errors } = await visit(path)
      expect(status).toBe(200)
      // The address becomes the page's canonical one, which the router and NavLink match.
      await expect.poll(() => page.url()).toBe(`${origin}/en`)
      expect(await page.locator('html').getAttribute('lang')).toMatch(/^en/)
      expect(await page.locator('h1').first().textContent()).toContain('Lin Zhou')
      expect(await page.locator('header nav a[aria-current="page"]').textContent()).toBe('Home')
      expect(errors).toEqual([])
    }
    const { page, status, errors } = await visit('/en/blog/why-static-sites/')
    expect(status).toBe(200)
    // The app makes the address canonical when it starts, after the first paint.
    await expect.poll(() => page.url()).toBe(`${origin}/en/blog/why-static-sites`)
    expect(await page.locator('article h1').first().isVisible()).toBe(true)
    expect(await page.locator('header nav a[aria-current="page"]').textContent()).toBe('Blog')
    expect(errors).toEqual([])
  })

  it('sends the security headers, and caches hashed files but not the redeploy signal or payloads', async () => {
    const page = await fetch(`${origin}/en/`)
    expect(Object.fromEntries(page.headers)).toMatchObject({
      'cache-control': 'no-cache',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
      'x-frame-options': 'DENY',
    })
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'sha256-/)
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline')
    // The entry script, as the after-paint loader names it (vite-plugin-scripts-after-paint.ts).
    const script = /"entry":"([^"]+)"/.exec(await page.text())?.[1]
    expect(script).toMatch(/^\/assets\//)
    const asset = await fetch(origin + script)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-encoding')).toBe('gzip')
    for (const path of ['/assets/builds/latest.json', '/en/blog/_payload.json', '/sw.js']) {
      const response = await fetch(origin + path)
      expect([path, response.status, response.headers.get('cache-control')]).toEqual([
        path,
        200,
        'no-cache',
      ])
    }
    const missing = await fetch(`${origin}/assets/missing.js`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-security-policy')).toBe(csp)
  })

  it('hydrates every screen in both languages with no CSP violation', async () => {
    const screens = ['/', '/blog', '/blog/why-static-sites', '/project', '/about']
    for (const path of [...screens, ...screens.map((p) => (p === '/' ? '/en' : `/en${p}`))]) {
      const { page, errors, status } = await visit(path)
      expect([path, status]).toEqual([path, 200])
      await hydrated(page)
      expect([path, errors.filter((e) => /Content Security Policy/i.test(e))]).toEqual([path, []])
      expect([path, errors]).toEqual([path, []])
    }
  })
})
