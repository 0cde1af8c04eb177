/**
 * Starts the app's scripts after the first paint: the built index.html gets, instead of the entry
 * `<script type="module">` and its `<link rel="modulepreload">`s, one small inline script that
 * adds them (at low fetch priority) once the browser reports the page's first contentful paint.
 *
 * Why: a prerendered page is whole before any script runs; the scripts only hydrate it. Requested
 * with the HTML, ~100 KB of JavaScript competed with the stylesheet and the largest image on a
 * slow link, and Lighthouse's simulation counted every request started before the largest paint
 * as part of it: first and largest paint came out at 1.8–2.4 s on a simulated phone, against
 * 0.9 s once the scripts start after the paint (docs/performance.md). Hydration starts one frame
 * later; with scripts off, nothing changes.
 *
 * The first paint is the one the browser reports (paint timing), not the first frame callback: a
 * frame is presented tens of milliseconds after its callback, and with the stylesheet and images
 * near, the load event can come before it too. Scripts started then ended before the reported
 * paint one run in two or three, and Lighthouse's simulation counted their download into the
 * largest paint (1.95–2.0 s against 1.06 s on the article).
 */
import type { Plugin } from 'vite'

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const preloadLink = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * The inline script that adds the entry and its preloads once the first contentful paint is
 * reported (the module's comment says why not at a frame or the load event). Without paint timing
 * it waits for a frame; a hidden tab, which paints nothing, starts at the load event; a one-second
 * timeout covers the rest. Its comments stay here, not in every page.
 */
export function afterPaintLoader(entry: string, preloads: string[]): string {
  const urls = JSON.stringify({ entry, preloads })
  return [
    '<script>',
    '      // The app after the first paint (src/node/app/vite-plugins/vite-plugin-scripts-after-paint.ts).',
    `      ;(function (urls) {`,
    '        var started = false',
    '        function add(tag, attributes) {',
    '          var element = document.createElement(tag)',
    '          for (var name in attributes) element[name] = attributes[name]',
    "          element.crossOrigin = ''",
    "          element.fetchPriority = 'low'",
    '          document.head.appendChild(element)',
    '        }',
    '        function start() {',
    '          if (started) return',
    '          started = true',
    '          urls.preloads.forEach(function (href) {',
    "            add('link', { rel: 'modulepreload', href: href })",
    '          })',
    "          add('script', { type: 'module', src: urls.entry })",
    '        }',
    "        var types = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes",
    "        if (types && types.indexOf('paint') >= 0) {",
    '          new PerformanceObserver(function (list, observer) {',
    "            if (!list.getEntriesByName('first-contentful-paint').length) return",
    '            observer.disconnect()',
    '            start()',
    "          }).observe({ type: 'paint', buffered: true })",
    '        } else {',
    '          requestAnimationFrame(function () {',
    '            setTimeout(start, 0)',
    '          })',
    '        }',
    "        addEventListener('load', function () {",
    "          if (document.visibilityState === 'hidden') start()",
    '        })',
    '        setTimeout(start, 1000)',
    `      })(${urls})`,
    '    </script>',
  ].join('\n')
}

/** Replaces the entry script and module preloads of a built page with the after-paint loader. */
export function startScriptsAfterPaint(html: string): string {
  const entry = entryScript.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...html.matchAll(preloadLink)].map((match) => match[1]!)
  const withoutTags = html.replace(preloadLink, '').replace(entryScript, '')
  return withoutTags.replace('</head>', `    ${afterPaintLoader(entry, preloads)}\n  </head>`)
}

export function scriptsAfterPaintPlugin(): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startScriptsAfterPaint },
  }
}
