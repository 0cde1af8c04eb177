/**
 * Icon names written in content (`icon: lucide:mail`, `logo: …`, `:icon{name="…"}`), so UnoCSS
 * can compile exactly those icons into CSS: the browser never fetches an icon.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const written = /(?:\b(?:icon|logo)\s*[:=]\s*|name=)["']?([a-z0-9-]+:[a-z0-9-]+)/g

export function contentIconClasses(root: string): string[] {
  const dir = join(root, 'content')
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.(md|ya?ml)$/.test(f),
  )
  const names = new Set<string>()
  for (const file of files) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(written))
      names.add(match[1]!)
  }
  return [...names].map((name) => `i-${name.replace(':', '-')}`)
}
