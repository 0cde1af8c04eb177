import { describe, expect, it } from 'vitest'
import { startScriptsAfterPaint } from './vite-plugin-scripts-after-paint'

const built = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>林舟</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
    <link rel="modulepreload" crossorigin href="/assets/locales-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body><div id="root"><!--app--></div></body>
</html>`

describe('startScriptsAfterPaint', () => {
  it('replaces the entry script and its preloads with one inline loader, keeping the stylesheet', () => {
    const html = startScriptsAfterPaint(built)
    expect(html).not.toMatch(/<script type="module"/)
    expect(html).not.toMatch(/rel="modulepreload"/)
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">')
    expect(html).toContain(
      '{"entry":"/assets/index-abc.js","preloads":["/assets/framework-def.js","/assets/locales-ghi.js"]}',
    )
    expect(html.indexOf('requestAnimationFrame')).toBeLessThan(html.indexOf('</head>'))
  })

  it('adds the scripts once: after a frame, or at load or after a second in a tab that never paints', () => {
    const loader = /<script>([\s\S]*?)<\/script>/.exec(startScriptsAfterPaint(built))![1]!
    const added: string[] = []
    const frames: (() => void)[] = []
    const timers: { run: () => void; ms: number }[] = []
    const document = {
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      head: {
        appendChild: (element: Record<string, string>) =>
          added.push(
            `${element.tag} ${element.rel ?? element.type} ${element.href ?? element.src}`,
          ),
      },
    }
    const loads: (() => void)[] = []
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'addEventListener',
      loader,
    )
    run(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
      (type: string, callback: () => void) => type === 'load' && loads.push(callback),
    )
    expect(added).toEqual([])
    frames.shift()!()
    timers.find((t) => t.ms === 0)!.run()
    expect(added).toEqual([
      'link modulepreload /assets/framework-def.js',
      'link modulepreload /assets/locales-ghi.js',
      'script module /assets/index-abc.js',
    ])
    // The load event and the fallback timeout come later and add nothing twice.
    loads.forEach((load) => load())
    timers.find((t) => t.ms === 1000)!.run()
    expect(added).toHaveLength(3)
  })

  it('leaves a page without an entry script as it is', () => {
    const plain = '<html><head></head><body></body></html>'
    expect(startScriptsAfterPaint(plain)).toBe(plain)
  })
})
