import { describe, expect, it } from 'vitest'
import { startScriptsAfterPaint } from './vite-plugin-scripts-after-paint.ts'

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

  it('leaves a page without an entry script as it is', () => {
    const plain = '<html><head></head><body></body></html>'
    expect(startScriptsAfterPaint(plain)).toBe(plain)
  })
})

/** What the loader sees of the browser: the page's visibility and whether it has paint timing. */
interface Browser {
  visibilityState: 'visible' | 'hidden'
  paintTiming: boolean
}

/** Runs the built page's inline loader against a stub of the page it sees. */
function runLoader({ visibilityState, paintTiming }: Browser) {
  const loader = /<script>([\s\S]*?)<\/script>/.exec(startScriptsAfterPaint(built))![1]!
  const added: string[] = []
  const frames: (() => void)[] = []
  const timers: { run: () => void; ms: number }[] = []
  const loads: (() => void)[] = []
  const paints: ((name: string) => void)[] = []
  const document = {
    visibilityState,
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: {
      appendChild: (element: Record<string, string>) =>
        added.push(`${element.tag} ${element.rel ?? element.type} ${element.href ?? element.src}`),
    },
  }
  type Callback = (list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void
  class PerformanceObserver {
    static supportedEntryTypes = ['navigation', 'resource', 'paint']
    private connected = true
    private callback: Callback
    constructor(callback: Callback) {
      this.callback = callback
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      paints.push((name) => {
        if (!this.connected) return
        const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }
        this.callback(list, this)
      })
    }
    disconnect() {
      this.connected = false
    }
  }
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'addEventListener',
    'PerformanceObserver',
    loader,
  )
  run(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
    (type: string, callback: () => void) => type === 'load' && loads.push(callback),
    paintTiming ? PerformanceObserver : undefined,
  )
  return {
    added,
    frame: () => frames.forEach((frame) => frame()),
    afterFrame: () => timers.filter((t) => t.ms === 0).forEach((t) => t.run()),
    paint: (name: string) => paints.forEach((paint) => paint(name)),
    load: () => loads.forEach((load) => load()),
    fallback: () => timers.find((t) => t.ms === 1000)!.run(),
  }
}

const all = [
  'link modulepreload /assets/framework-def.js',
  'link modulepreload /assets/locales-ghi.js',
  'script module /assets/index-abc.js',
]

describe('the after-paint loader', () => {
  it('adds the scripts once the first contentful paint is reported, not at the frame or load before it', () => {
    const page = runLoader({ visibilityState: 'visible', paintTiming: true })
    // Styles and images near: the load event, and the frame, come before the paint is presented.
    page.load()
    page.frame()
    page.afterFrame()
    page.paint('first-paint')
    expect(page.added).toEqual([])
    page.paint('first-contentful-paint')
    expect(page.added).toEqual(all)
    // The fallback timeout comes later and adds nothing twice.
    page.fallback()
    expect(page.added).toEqual(all)
  })

  it('without paint timing, adds them after the first frame', () => {
    const page = runLoader({ visibilityState: 'visible', paintTiming: false })
    page.load()
    expect(page.added).toEqual([])
    page.frame()
    expect(page.added).toEqual([])
    page.afterFrame()
    expect(page.added).toEqual(all)
  })

  it('in a tab that never paints, adds them at the load event, or after a second', () => {
    const loaded = runLoader({ visibilityState: 'hidden', paintTiming: true })
    loaded.load()
    expect(loaded.added).toEqual(all)
    loaded.fallback()
    expect(loaded.added).toEqual(all)

    const never = runLoader({ visibilityState: 'hidden', paintTiming: true })
    expect(never.added).toEqual([])
    never.fallback()
    expect(never.added).toEqual(all)
  })
})
