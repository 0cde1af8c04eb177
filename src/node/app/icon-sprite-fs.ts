/**
 * Every icon the site draws, as one inline SVG sprite: a `<symbol>` per icon, which the `Icon`
 * component shows with `<use href="#i-lucide-mail">` (decision 0014). Icons used to be CSS masks
 * holding an SVG data URL each, and the browser builds a whole SVG document for every distinct one
 * while it first computes styles: twenty icons cost 230–300 ms of a phone's main thread (Chromium
 * at 4× CPU slowdown) before the first paint, against 10–20 ms as symbols.
 *
 * Icons are named as classes were, `i-<set>-<name>` (`i-lucide-mail`, `i-simple-icons-github`),
 * from the bundled Iconify sets: the browser never fetches an icon.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { IconifyJSON } from '@iconify/types'
import { getIconData } from '@iconify/utils/lib/icon-set/get-icon'
import { iconToSVG } from '@iconify/utils/lib/svg/build'

/** The Iconify sets the site draws from, longest prefix first (`simple-icons` before `lucide`). */
export const iconSets = ['simple-icons', 'lucide'] as const

/** An icon name as source code and content write it, class-like: `i-lucide-file-text`. */
export const iconToken = new RegExp(`\\bi-(?:${iconSets.join('|')})-[a-z0-9]+(?:-[a-z0-9]+)*`, 'g')

const loaded = new Map<string, IconifyJSON>()

function iconSet(name: string): IconifyJSON {
  let set = loaded.get(name)
  if (!set) {
    const file = createRequire(import.meta.url).resolve(`@iconify-json/${name}/icons.json`)
    loaded.set(name, (set = JSON.parse(readFileSync(file, 'utf8')) as IconifyJSON))
  }
  return set
}

/** `i-simple-icons-github` → the set and the icon's name in it; undefined for other words. */
export function parseIconName(id: string): { set: string; name: string } | undefined {
  const set = iconSets.find((s) => id.startsWith(`i-${s}-`))
  return set ? { set, name: id.slice(`i-${set}-`.length) } : undefined
}

/** Every name a bundled set answers to, aliases included (for suggestions). */
export function iconNames(set: (typeof iconSets)[number]): string[] {
  const { icons, aliases } = iconSet(set)
  return [...Object.keys(icons), ...Object.keys(aliases ?? {})]
}

/** The `<symbol>` of one icon, or undefined when its set has no such icon. */
export function iconSymbol(id: string): string | undefined {
  const parsed = parseIconName(id)
  if (!parsed) return undefined
  // An alias resolves to its parent (`alarm-check` → `alarm-clock-check`), with the set's defaults.
  const icon = getIconData(iconSet(parsed.set), parsed.name)
  if (!icon) return undefined
  const { attributes, body } = iconToSVG(icon)
  return `<symbol id="${id}" viewBox="${attributes.viewBox}">${body}</symbol>`
}

/**
 * The sprite for `ids`, to go first in `<body>`: out of the layout, hidden from assistive
 * technology (each icon is decoration; its link or button carries the label). Ids no set has are
 * returned in `missing`.
 */
export function iconSprite(ids: Iterable<string>): { html: string; missing: string[] } {
  const symbols: string[] = []
  const missing: string[] = []
  for (const id of [...new Set(ids)].sort()) {
    const symbol = iconSymbol(id)
    if (symbol) symbols.push(symbol)
    else missing.push(id)
  }
  const html =
    '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="0" height="0" ' +
    `style="position:absolute;overflow:hidden">${symbols.join('')}</svg>`
  return { html, missing }
}
