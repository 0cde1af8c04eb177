/**
 * Icon names written in content (`icon: lucide:mail`, `logo: …`, `:icon{name="…"}`), as the ids of
 * the icon sprite (`i-lucide-mail`, icon-sprite-fs.ts): the sprite holds exactly the icons the
 * site draws, and the browser never fetches one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const written = /(?:\b(?:icon|logo)\s*[:=]\s*|name=)["']?([a-z0-9-]+:[a-z0-9-]+)/g

/** Whether a file under `content/` can name icons. */
export const mayNameIcons = (file: string) => /\.(md|ya?ml)$/.test(file)

/** An icon name as a content file writes it (`lucide:mail`), and where. */
export interface WrittenIcon {
  written: string
  /** The sprite id, `i-lucide-mail`. */
  id: string
  /** Offset of `written` in the text. */
  index: number
}

/** The icon names one content file's text writes, with their places. */
export function iconNamesIn(text: string): WrittenIcon[] {
  return [...text.matchAll(written)].map((match) => ({
    written: match[1]!,
    id: `i-${match[1]!.replace(':', '-')}`,
    index: match.index + match[0].length - match[1]!.length,
  }))
}

/** The icons one content file's text names, as sprite ids. */
export function iconsWrittenIn(text: string): string[] {
  return iconNamesIn(text).map((icon) => icon.id)
}

/** The icons the whole content names. */
export function contentIconClasses(root: string): string[] {
  const dir = join(root, 'content')
  const names = new Set<string>()
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (mayNameIcons(file))
      for (const id of iconsWrittenIn(readFileSync(join(dir, file), 'utf8'))) names.add(id)
  }
  return [...names]
}
