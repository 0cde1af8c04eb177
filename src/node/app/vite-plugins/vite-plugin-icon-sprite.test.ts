import { EventEmitter } from 'node:events'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ResolvedConfig, ViteDevServer } from 'vite'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { iconSpritePlugin } from './vite-plugin-icon-sprite.ts'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

async function project() {
  const root = await mkdtemp(join(tmpdir(), 'icon-sprite-'))
  dirs.push(root)
  await mkdir(join(root, 'src', 'client'), { recursive: true })
  await mkdir(join(root, 'content', 'zh'), { recursive: true })
  await writeFile(join(root, 'src', 'client', 'a.tsx'), `<Icon name="i-lucide-house" />`)
  await writeFile(join(root, 'content', 'zh', 'a.md'), `Go :icon{name="lucide:rocket"} now`)
  return root
}

function started(root: string) {
  const plugin = iconSpritePlugin()
  const warn = vi.fn()
  ;(plugin.configResolved as (c: ResolvedConfig) => void)({
    root,
    logger: { warn },
  } as unknown as ResolvedConfig)
  const html = async () =>
    (plugin.transformIndexHtml as { handler: (html: string) => Promise<string> }).handler(
      '<html><body class="x"><div id="root"></div></body></html>',
    )
  return { plugin, warn, html }
}

const symbols = (html: string) => [...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])

describe('the icon sprite in index.html', () => {
  it('holds the icons the code and the content name, first in the body', async () => {
    const { html } = started(await project())
    const page = await html()
    expect(symbols(page)).toEqual(['i-lucide-house', 'i-lucide-rocket'])
    expect(page).toMatch(/<body class="x">\s*<svg [^>]*>.*<\/svg>\s*<div id="root">/s)
  })

  it('in dev, reloads the page when a save names an icon its sprite lacks', async () => {
    const root = await project()
    const { plugin, warn, html } = started(root)
    const watcher = new EventEmitter()
    const send = vi.fn()
    ;(plugin.configureServer as (s: ViteDevServer) => void)({
      watcher,
      ws: { send },
    } as unknown as ViteDevServer)
    await html()
    const save = async (file: string, text: string) => {
      await writeFile(join(root, file), text)
      watcher.emit('all', 'change', join(root, file))
      // The plugin reads the file back before it decides.
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await save('content/zh/a.md', 'Go :icon{name="lucide:rocket"} and :icon{name="lucide:mail"}')
    expect(send).toHaveBeenCalledWith({ type: 'full-reload' })
    expect(symbols(await html())).toContain('i-lucide-mail')
    send.mockClear()
    // Icons the page already has, or a name no set has: nothing to reload for.
    await save('src/client/a.tsx', `<Icon name="i-lucide-mail" /> <Icon name="i-lucide-no-such" />`)
    expect(send).not.toHaveBeenCalled()
    await html()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('i-lucide-no-such')
  })
})
