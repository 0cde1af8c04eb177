/**
 * Icon names in content that no bundled set has. The icon sprite leaves such an icon out, so the
 * page would show an empty space where the author expected a logo; the build says so instead, at
 * the name's line and column, with the nearest real name when one is close.
 *
 * Code in markdown (fenced blocks, `inline code`) is not checked: an article may well show
 * front matter with an icon in it.
 */
import { iconNamesIn } from '../compile/file/content-icons-fs.ts'
import { iconNames, iconSets, iconSymbol, parseIconName } from '../app/icon-sprite-fs.ts'
import { lineColumn, type Problem } from './problems.ts'

/** The text with its code (fences and inline spans) blanked, offsets and line ends kept. */
function withoutCode(text: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ')
  return text
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[^]*?(?:\n {0,3}\2[`~]*[ \t]*(?=\n|$)|$)/gm, blank)
    .replace(/(`+)(?!`)[^\n]*?[^`]\1(?!`)/g, blank)
}

/**
 * Edit distance with swapped neighbours as one edit (optimal string alignment), for suggesting
 * the name that was meant: `mial` is one slip from `mail`.
 */
function distance(a: string, b: string): number {
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const up = rows[i - 1]!
      row[j] = Math.min(up[j]! + 1, row[j - 1]! + 1, up[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1)
    }
    rows.push(row)
  }
  return rows[a.length]![b.length]!
}

function nearest(set: (typeof iconSets)[number], name: string): string | undefined {
  let best: { name: string; cost: number } | undefined
  for (const candidate of iconNames(set)) {
    const cost = distance(name, candidate)
    if (cost <= Math.max(2, Math.floor(name.length / 4)) && (!best || cost < best.cost))
      best = { name: candidate, cost }
  }
  return best?.name
}

const setList = iconSets.map((set) => `${set}:`).join(' or ')

/** The problems of one content file's icon names (markdown or YAML). */
export function checkIcons(text: string, file: string): Problem[] {
  const checked = file.endsWith('.md') ? withoutCode(text) : text
  const problems: Problem[] = []
  for (const icon of iconNamesIn(checked)) {
    if (iconSymbol(icon.id)) continue
    const parsed = parseIconName(icon.id)
    const suggestion = parsed && nearest(parsed.set as (typeof iconSets)[number], parsed.name)
    const message = !parsed
      ? `The icon "${icon.written}" is not from a bundled icon set. Write ${setList} before its name, like lucide:mail or simple-icons:github.`
      : `There is no icon "${icon.written}" in ${parsed.set}.${suggestion ? ` Did you mean "${parsed.set}:${suggestion}"?` : ''} The names are listed at https://icones.js.org/collection/${parsed.set}.`
    problems.push({ file, ...lineColumn(text, icon.index), message })
  }
  return problems
}
