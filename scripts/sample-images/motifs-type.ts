/**
 * Motifs of the sample images (scripts/sample-images.ts). Type and colour, in real characters set
 * in the Noto CJK faces: calligraphy grids, a measure counted on a grid, a subset's coverage,
 * Chinese spaced from Latin; and a sliced glyph and swatches.
 */
import { C, between, doc, glow, linear, r1, text, type Motif } from './kit.ts'

/**
 * Real characters in a calligraphy grid (米字格): `specimen:汉字网格` sets them once in the serif
 * face and once in the sans below it, as the Hanzi Grid tool compares faces; `practice:永字排`
 * is a copybook, each character in ink and then as an outline to trace (描红).
 */
export const glyph: Motif = (ctx, variant = 'specimen:永字排版') => {
  const { w, h, id, dark } = ctx
  const [kind, chars = '永字排版'] = variant.split(':') as [string, string?]
  const list = [...chars]
  const practice = kind === 'practice'
  const cols = practice ? 2 : list.length
  const rows = practice ? list.length : 2
  const t = dark
    ? {
        ground: [C.ink, C.slate800, C.teal900],
        cell: C.slate800,
        cellOpacity: 0.75,
        frame: C.teal500,
        guide: C.teal300,
        inks: [C.teal100, C.sky100],
        trace: C.rose400,
      }
    : {
        ground: [C.teal100, C.sky100, C.paper],
        cell: '#ffffff',
        cellOpacity: 0.75,
        frame: C.teal700,
        guide: C.teal500,
        inks: [C.teal900, C.slate800],
        trace: C.red600,
      }
  const cell = Math.min((w * 0.86) / cols, (h * 0.82) / rows)
  const ox = (w - cell * cols) / 2
  const oy = (h - cell * rows) / 2
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const m = cell * 0.05
      const x = ox + c * cell + m
      const y = oy + r * cell + m
      const s = cell - m * 2
      body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(s)}" height="${r1(s)}" fill="${t.cell}" fill-opacity="${t.cellOpacity}" stroke="${t.frame}" stroke-opacity="0.55" stroke-width="${r1(Math.max(2, cell * 0.008))}"/>`
      const dash = `stroke="${t.guide}" stroke-opacity="0.4" stroke-width="${r1(Math.max(1.2, cell * 0.005))}" stroke-dasharray="${r1(cell * 0.025)} ${r1(cell * 0.025)}"`
      body += `<path d="M${r1(x)} ${r1(y)} L${r1(x + s)} ${r1(y + s)} M${r1(x + s)} ${r1(y)} L${r1(x)} ${r1(y + s)} M${r1(x + s / 2)} ${r1(y)} L${r1(x + s / 2)} ${r1(y + s)} M${r1(x)} ${r1(y + s / 2)} L${r1(x + s)} ${r1(y + s / 2)}" fill="none" ${dash}/>`
      const char = practice ? list[r]! : list[c]!
      const size = s * 0.8
      const cx = x + s / 2
      const cy = y + s / 2
      if (practice && c > 0) {
        // The copy to trace over, printed pale red as copybooks are.
        body += text(cx, cy, char, {
          size,
          font: 'serif',
          weight: 700,
          anchor: 'middle',
          fill: t.trace,
          extra: `fill-opacity="${dark ? 0.5 : 0.3}"`,
        })
      } else {
        const sans = !practice && r === 1
        body += text(cx, cy, char, {
          size,
          font: sans ? 'sans' : 'serif',
          weight: sans ? 400 : 700,
          anchor: 'middle',
          fill: t.inks[sans ? 1 : 0]!,
        })
      }
    }
  }
  return doc(w, h, linear(`${id}-bg`, t.ground), body)
}
/**
 * Chinese text a character a cell on a square grid, a ruler above and each line's count beside
 * it: the measure of the typography article (30 to 40 characters, line height 1.8).
 */
const passage =
  '汉字是方块字，一字一格，行长在网格上一数便知。正文每行三十到四十个字读起来最舒服：一行超过四十五个字，眼睛换行时就容易找错位置；太短了，句子又被切得零零碎碎。行高也要比英文宽松，从一点七五起步，字号越小，行高越要大。标点同样占一格，句号和逗号不放在行首，前引号不放在行尾。' +
  '中文没有真正的斜体，强调用加粗或者着重号。中西文之间留出四分之一个字的空隙，英文单词和数字就不会挤在汉字中间。段落之间空一行，或者首行缩进两个字，二者选其一。给正文设一个最大宽度，行长就定下来了。'
export const measure: Motif = (ctx) => {
  const { w, h, id, dark } = ctx
  const t = dark
    ? { ground: [C.ink, C.slate800], page: C.slate800, line: C.slate700, ink: C.slate200 }
    : { ground: [C.teal100, C.slate100], page: '#ffffff', line: C.slate200, ink: C.slate800 }
  const accent = dark ? C.teal300 : C.teal700
  const perLine = 30
  const chars = [...passage]
  const lines: string[][] = []
  for (let i = 0; i < chars.length; i += perLine) lines.push(chars.slice(i, i + perLine))
  const lead = 1.8
  const cell = Math.min((w * 0.76) / (perLine + 2), (h * 0.78) / (lines.length * lead + 1.5))
  const gw = cell * perLine
  const px = (w - gw - cell * 2) / 2
  const top = (h - (lines.length - 1) * lead * cell - cell) / 2 + cell * 0.6
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`
  body += `<rect x="${r1(px - cell * 1.2)}" y="${r1(top - cell * 2.4)}" width="${r1(gw + cell * 4.6)}" height="${r1((lines.length - 1) * lead * cell + cell * 4)}" rx="16" fill="${t.page}"/>`
  // the ruler: a tick a character, a number every fifth
  for (let c = 0; c <= perLine; c++) {
    const x = px + c * cell
    const long = c % 5 === 0
    body += `<line x1="${r1(x)}" y1="${r1(top - cell * (long ? 0.8 : 0.55))}" x2="${r1(x)}" y2="${r1(top - cell * 0.25)}" stroke="${accent}" stroke-width="2"/>`
    if (c > 0 && long)
      body += text(x, top - cell * 1.3, String(c), {
        size: cell * 0.6,
        font: 'mono',
        anchor: 'middle',
        fill: accent,
      })
  }
  lines.forEach((line, i) => {
    const y = top + i * lead * cell
    body += `<path d="${Array.from({ length: perLine + 1 }, (_, c) => `M${r1(px + c * cell)} ${r1(y)} v${r1(cell)}`).join(' ')} M${r1(px)} ${r1(y)} h${r1(gw)} M${r1(px)} ${r1(y + cell)} h${r1(gw)}" stroke="${t.line}" stroke-width="1.5" fill="none"/>`
    line.forEach((char, c) => {
      body += text(px + c * cell + cell / 2, y + cell / 2, char, {
        size: cell * 0.84,
        anchor: 'middle',
        fill: t.ink,
      })
    })
    body += text(px + gw + cell * 0.7, y + cell / 2, String(line.length), {
      size: cell * 0.6,
      font: 'mono',
      fill: accent,
    })
  })
  // where the measure ends, marked down the grid
  body += `<line x1="${r1(px + gw)}" y1="${r1(top - cell * 0.25)}" x2="${r1(px + gw)}" y2="${r1(top + (lines.length - 1) * lead * cell + cell)}" stroke="${accent}" stroke-width="3"/>`
  return doc(w, h, linear(`${id}-bg`, t.ground), body)
}
/** The most common characters, most common first: the head of a frequency list. */
const common =
  '的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数'
/**
 * Common characters on a grid, those the site uses in ink and the rest pale, and the count under
 * them: how a font subset covers the common-character list.
 */
export const coverage: Motif = (ctx) => {
  const { w, h, rng, id, dark } = ctx
  const t = dark
    ? {
        ground: [C.ink, C.slate800],
        used: C.teal900,
        usedInk: C.teal100,
        rest: C.slate600,
        edge: C.slate700,
      }
    : {
        ground: [C.paper, C.teal100],
        used: C.teal100,
        usedInk: C.teal900,
        rest: C.slate300,
        edge: C.slate200,
      }
  const accent = dark ? C.teal300 : C.teal700
  const cols = 22
  const rows = 8
  const cell = Math.min((w * 0.86) / cols, (h * 0.7) / rows)
  const ox = (w - cell * cols) / 2
  const oy = h * 0.08
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`
  let used = 0
  ;[...common].slice(0, cols * rows).forEach((char, i) => {
    const x = ox + (i % cols) * cell
    const y = oy + Math.floor(i / cols) * cell
    // the rarer a character, the likelier the site never needed it
    const inSubset = rng() > (i / (cols * rows)) ** 1.5 * 0.45
    if (inSubset) used++
    body += `<rect x="${r1(x + 2)}" y="${r1(y + 2)}" width="${r1(cell - 4)}" height="${r1(cell - 4)}" rx="4" fill="${inSubset ? t.used : 'none'}" stroke="${t.edge}" stroke-width="1.5"/>`
    body += text(x + cell / 2, y + cell / 2, char, {
      size: cell * 0.64,
      anchor: 'middle',
      fill: inSubset ? t.usedInk : t.rest,
    })
  })
  // the share covered, as a bar with its numbers
  const share = used / (cols * rows)
  const by = oy + rows * cell + h * 0.07
  const bw = cell * cols
  const bh = h * 0.035
  body += `<rect x="${r1(ox)}" y="${r1(by)}" width="${r1(bw)}" height="${r1(bh)}" rx="${r1(bh / 2)}" fill="${t.edge}"/>`
  body += `<rect x="${r1(ox)}" y="${r1(by)}" width="${r1(bw * share)}" height="${r1(bh)}" rx="${r1(bh / 2)}" fill="${accent}"/>`
  const size = h * 0.045
  body += text(
    ox,
    by + bh + size * 1.2,
    `${Math.round(share * 3500).toLocaleString('en')} / 3,500`,
    {
      size,
      font: 'mono',
      fill: dark ? C.slate300 : C.slate700,
    },
  )
  body += text(ox + bw, by + bh + size * 1.2, `${(share * 100).toFixed(1)}%`, {
    size,
    font: 'mono',
    weight: 700,
    anchor: 'end',
    fill: accent,
  })
  return doc(w, h, linear(`${id}-bg`, t.ground), body)
}
/** A square glyph cut into tiles, a few lifted out: font subsetting. */
export const slices: Motif = (ctx) => {
  const { w, h, rng, id } = ctx
  const g = glow(ctx, [C.emerald600, C.blue700])
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>${g.body}`
  const n = 8
  const size = Math.min(w, h) * 0.7
  const cell = size / n
  const ox = w * 0.12
  const oy = (h - size) / 2
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const on = rng() < 0.55
      const lifted = on && rng() < 0.18
      const dx = lifted ? w * 0.45 + between(rng, 0, w * 0.12) - c * cell * 0.35 : 0
      const x = ox + c * cell + dx
      const y = oy + r * cell + (lifted ? between(rng, -20, 20) : 0)
      body += `<rect x="${r1(x + 3)}" y="${r1(y + 3)}" width="${r1(cell - 6)}" height="${r1(cell - 6)}" rx="6" fill="${lifted ? C.emerald400 : on ? C.teal500 : C.slate700}" opacity="${lifted ? 1 : on ? 0.8 : 0.5}"/>`
    }
  }
  return doc(w, h, linear(`${id}-bg`, [C.ink, C.teal900]) + g.defs, body)
}
/** Swatches stepping through hue and lightness. */
export const swatches: Motif = (ctx) => {
  const { w, h } = ctx
  let body = `<rect width="${w}" height="${h}" fill="${C.ink}"/>`
  const cols = 9
  const rows = 5
  const pad = Math.min(w, h) * 0.09
  const sw = (w - pad * 2) / cols
  const sh = (h - pad * 2) / rows
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const hue = 150 + (c / (cols - 1)) * 80
      const light = 82 - r * 13
      const sat = 55 + r * 5
      body += `<rect x="${r1(pad + c * sw + 5)}" y="${r1(pad + r * sh + 5)}" width="${r1(sw - 10)}" height="${r1(sh - 10)}" rx="12" fill="hsl(${r1(hue)} ${sat}% ${light}%)"/>`
    }
  }
  body += `<rect x="${r1(pad + 4 * sw + 1)}" y="${r1(pad + 2 * sh + 1)}" width="${r1(sw - 2)}" height="${r1(sh - 2)}" rx="14" fill="none" stroke="#ffffff" stroke-width="4"/>`
  return doc(w, h, '', body)
}
/**
 * Chinese mixed with Latin words and numbers, a quarter em between them (`|`), each gap marked:
 * what cjk-spacing does. Latin is set in the mono face, half an em a letter, so widths are known.
 */
const mixed = ['在|Markdown|里写中文', '首屏只要|1.2|秒', '用|TypeScript|写的|3 KB|小库']
export const spacing: Motif = (ctx) => {
  const { w, h, id, dark } = ctx
  const t = dark
    ? { ground: [C.ink, C.slate800], ink: C.slate100, latin: C.sky300, mark: C.teal300 }
    : { ground: [C.paper, C.teal100], ink: C.slate800, latin: C.blue700, mark: C.teal500 }
  const g = glow(ctx, dark ? [C.teal900, C.blue900] : [C.emerald200, C.sky300])
  const latin = (run: string) => /^[\x20-\x7e]+$/.test(run)
  const ems = (run: string) => (latin(run) ? run.length * 0.5 : [...run].length)
  const widths = mixed.map((line) => {
    const runs = line.split('|')
    return runs.reduce((sum, run) => sum + ems(run), 0) + (runs.length - 1) * 0.25
  })
  const em = Math.min((w * 0.78) / Math.max(...widths), (h * 0.72) / (mixed.length * 1.9))
  const gap = em * 0.25
  const left = (w - Math.max(...widths) * em) / 2
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>${g.body}`
  mixed.forEach((line, i) => {
    const cy = h / 2 + (i - (mixed.length - 1) / 2) * em * 1.9
    let x = left
    line.split('|').forEach((run, k) => {
      if (k > 0) {
        body += `<rect x="${r1(x)}" y="${r1(cy - em * 0.5)}" width="${r1(gap)}" height="${r1(em)}" rx="${r1(gap / 3)}" fill="${t.mark}" opacity="0.3"/>`
        body += `<rect x="${r1(x)}" y="${r1(cy + em * 0.62)}" width="${r1(gap)}" height="${r1(em * 0.07)}" rx="2" fill="${t.mark}"/>`
        x += gap
      }
      body += text(x, cy, run, {
        size: em,
        font: latin(run) ? 'mono' : 'sans',
        weight: latin(run) ? 400 : 700,
        fill: latin(run) ? t.latin : t.ink,
      })
      x += ems(run) * em
    })
  })
  return doc(w, h, linear(`${id}-bg`, t.ground) + g.defs, body)
}
