/** `npm run dev` for a browser test: Vite's dev server on a project folder, listening. */
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'

export async function startDevServer(dir: string): Promise<ViteDevServer> {
  const server = await createServer({
    root: dir,
    configFile: join(dir, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  })
  await server.listen()
  return server
}

/**
 * A tab on the dev server. A page it serves for the first time waits while Vite transforms each of
 * its modules, which on a busy machine has taken longer than Playwright's 30 s for a navigation:
 * the tests' own time limits (vitest.config.ts) bound it instead.
 */
export async function devPage(
  browser: Browser,
  options?: Parameters<Browser['newPage']>[0],
): Promise<Page> {
  const page = await browser.newPage(options)
  page.setDefaultNavigationTimeout(0)
  return page
}
