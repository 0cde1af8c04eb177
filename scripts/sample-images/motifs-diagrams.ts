/**
 * Motifs of the sample images (scripts/sample-images.ts). Figures an article explains itself
 * with: a Markdown file on its way to a page, one image at three sizes, the Tide dashboard. Their
 * labels are code, numbers and paths (plugin names, `480w`), so one drawing serves both languages.
 */
import { C, between, doc, linear, r1, text, type Ctx, type Motif } from './kit.ts'

/** Light or dark: the ground, the panels, the lines, the text, and the two tree colours. */
const tones = (dark: boolean) =>
  dark
    ? {
        ground: [C.ink, C.slate800],
        panel: C.slate800,
        edge: C.slate700,
        line: C.slate500,
        ink: C.slate100,
        muted: C.slate400,
        md: C.teal300,
        html: C.sky300,
      }
    : {
        ground: [C.paper, C.teal100],
        panel: '#ffffff',
        edge: C.slate200,
        line: C.slate400,
        ink: C.ink,
        muted: C.slate500,
        md: C.teal700,
        html: C.blue700,
      }

interface Node {
  label: string
  children?: Node[]
}

/** A tree as an indented outline, a node a row, joined by lines as `tree` prints one. */
function outline(
  root: Node,
  box: { x: number; y: number; w: number; h: number },
  color: string,
  ctx: Ctx,
) {
  const t = tones(ctx.dark)
  const rows: { node: Node; depth: number; parent?: number }[] = []
  const walk = (node: Node, depth: number, parent?: number) => {
    const index = rows.push({ node, depth, parent }) - 1
    node.children?.forEach((child) => walk(child, depth + 1, index))
  }
  walk(root, 0)
  const rowH = box.h / rows.length
  const size = Math.min(rowH * 0.42, box.w * 0.11)
  const indent = size * 1.6
  const dot = size * 0.22
  const at = (i: number) => ({
    x: box.x + rows[i]!.depth * indent + dot,
    y: box.y + rowH * (i + 0.5),
  })
  let body = ''
  rows.forEach((row, i) => {
    const { x, y } = at(i)
    if (row.parent !== undefined) {
      const p = at(row.parent)
      body += `<path d="M${r1(p.x)} ${r1(p.y + dot)} V${r1(y)} H${r1(x - dot)}" fill="none" stroke="${t.line}" stroke-width="2"/>`
    }
    body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(dot)}" fill="${color}"/>`
    body += text(x + dot * 2.2, y, row.node.label, { size, font: 'mono', fill: color })
  })
  return body
}

/**
 * `# Hello` / `Read *this*.` as Markdown, as mdast, as hast and as the page: the path of the
 * unified article, with the plugin that takes each step under its arrow.
 */
export const syntaxTree: Motif = (ctx) => {
  const { w, h, id, dark } = ctx
  const t = tones(dark)
  const margin = w * 0.035
  const gap = w * 0.045
  const pw = (w - margin * 2 - gap * 3) / 4
  const py = h * 0.12
  const ph = h * 0.62
  const fs = pw * 0.085
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`
  const xs = [0, 1, 2, 3].map((i) => margin + i * (pw + gap))
  const titles = ['article.md', 'mdast', 'hast', 'page']
  xs.forEach((x, i) => {
    body += `<rect x="${r1(x)}" y="${r1(py)}" width="${r1(pw)}" height="${r1(ph)}" rx="16" fill="${t.panel}" stroke="${t.edge}" stroke-width="2"/>`
    body += text(x + pw / 2, py - fs * 1.1, titles[i]!, {
      size: fs,
      font: 'mono',
      anchor: 'middle',
      fill: t.muted,
    })
  })
  // the Markdown source
  const mx = xs[0]! + pw * 0.12
  body += text(mx, py + ph * 0.3, '# Hello', { size: fs * 1.3, font: 'mono', fill: t.md })
  body += text(mx, py + ph * 0.5, 'Read *this*.', { size: fs * 1.3, font: 'mono', fill: t.ink })
  // the two trees
  const inner = (x: number) => ({ x: x + pw * 0.1, y: py + ph * 0.08, w: pw * 0.8, h: ph * 0.84 })
  const leaf = (label: string): Node => ({ label })
  body += outline(
    {
      label: 'root',
      children: [
        { label: 'heading', children: [leaf('text')] },
        { label: 'paragraph', children: [leaf('text'), { label: 'emphasis' }] },
      ],
    },
    inner(xs[1]!),
    t.md,
    ctx,
  )
  body += outline(
    {
      label: 'root',
      children: [
        { label: 'h1', children: [leaf('text')] },
        { label: 'p', children: [leaf('text'), { label: 'em' }] },
      ],
    },
    inner(xs[2]!),
    t.html,
    ctx,
  )
  // the page
  const rx = xs[3]! + pw * 0.12
  body += text(rx, py + ph * 0.3, 'Hello', { size: fs * 2.2, weight: 700, fill: t.ink })
  body += text(rx, py + ph * 0.5, 'Read', { size: fs * 1.4, fill: t.ink })
  body += text(rx + fs * 1.4 * 2.6, py + ph * 0.5, 'this.', {
    size: fs * 1.4,
    fill: t.ink,
    extra: 'font-style="italic"',
  })
  for (let i = 0; i < 3; i++)
    body += `<rect x="${r1(rx)}" y="${r1(py + ph * (0.64 + i * 0.08))}" width="${r1(pw * [0.7, 0.76, 0.5][i]!)}" height="${r1(fs * 0.45)}" rx="${r1(fs * 0.22)}" fill="${t.edge}"/>`
  // the arrows, each with the plugin that takes the step
  const plugins = ['remark-parse', 'remark-rehype', 'rehype-react']
  plugins.forEach((name, i) => {
    const x = xs[i]! + pw + gap / 2
    const y = py + ph / 2
    body += `<path d="M${r1(x - gap * 0.32)} ${r1(y)} h${r1(gap * 0.5)} m${r1(-gap * 0.16)} ${r1(-gap * 0.16)} l${r1(gap * 0.16)} ${r1(gap * 0.16)} l${r1(-gap * 0.16)} ${r1(gap * 0.16)}" fill="none" stroke="${t.line}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`
    const ly = py + ph + h * 0.11
    body += `<line x1="${r1(x)}" y1="${r1(y + gap * 0.3)}" x2="${r1(x)}" y2="${r1(ly - fs * 0.9)}" stroke="${t.line}" stroke-width="1.5" stroke-dasharray="4 5"/>`
    body += text(x, ly, name, {
      size: fs,
      font: 'mono',
      anchor: 'middle',
      fill: i === 2 ? t.html : t.md,
    })
  })
  return doc(w, h, linear(`${id}-bg`, t.ground), body)
}

/**
 * One picture at 1440, 960 and 480 pixels wide, side by side at their sizes: responsive images.
 * The picture goes to dusk on the dark twin.
 */
export const sizes: Motif = (ctx) => {
  const { w, h, id, dark } = ctx
  const t = tones(dark)
  const widths = [1440, 960, 480]
  const gap = w * 0.04
  const scale = (w * 0.84 - gap * 2) / widths.reduce((a, b) => a + b, 0)
  const base = h * 0.72
  let x = (w - (w * 0.84 - 0)) / 2
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`
  for (const width of widths) {
    const fw = width * scale
    const fh = fw * 0.625
    const y = base - fh
    const pad = Math.max(4, fw * 0.025)
    body += `<rect x="${r1(x - pad)}" y="${r1(y - pad)}" width="${r1(fw + pad * 2)}" height="${r1(fh + pad * 2)}" rx="${r1(pad * 1.5)}" fill="${t.panel}" stroke="${t.edge}" stroke-width="2"/>`
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(fw)}" height="${r1(fh)}" fill="url(#${id}-sky)"/>`
    body += `<circle cx="${r1(x + fw * 0.72)}" cy="${r1(y + fh * 0.3)}" r="${r1(fh * 0.1)}" fill="${dark ? C.amber300 : '#ffffff'}"/>`
    body += `<path d="M${r1(x)} ${r1(y + fh)} L${r1(x + fw * 0.35)} ${r1(y + fh * 0.45)} L${r1(x + fw * 0.55)} ${r1(y + fh * 0.7)} L${r1(x + fw * 0.7)} ${r1(y + fh * 0.55)} L${r1(x + fw)} ${r1(y + fh)} Z" fill="${dark ? C.teal900 : C.teal700}"/>`
    body += text(x + fw / 2, base + h * 0.09, `${width}w`, {
      size: h * 0.055,
      font: 'mono',
      anchor: 'middle',
      fill: t.ink,
    })
    x += fw + gap
  }
  const sky = dark ? [C.blue900, C.cyan600] : [C.sky300, C.teal100]
  const defs =
    linear(`${id}-bg`, t.ground) +
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`
  return doc(w, h, defs, body)
}
/**
 * A screenshot of the Tide dashboard in its light or dark theme: visitors, a month's trend and the
 * most read pages. Only numbers, paths and host names, so it reads in either language.
 */
export const dashboard: Motif = (ctx) => {
  const { w, h, rng, dark } = ctx
  const t = dark
    ? { ground: C.ink, side: '#0b1222', card: C.slate800, edge: C.slate700, strong: C.slate100 }
    : { ground: C.slate100, side: '#ffffff', card: '#ffffff', edge: C.slate200, strong: C.ink }
  const muted = dark ? C.slate400 : C.slate500
  const faint = dark ? C.slate700 : C.slate200
  const accent = dark ? C.teal300 : C.teal700
  const u = w / 100
  let body = `<rect width="${w}" height="${h}" fill="${t.ground}"/>`
  // sidebar
  body += `<rect width="${r1(u * 7)}" height="${h}" fill="${t.side}"/><line x1="${r1(u * 7)}" y1="0" x2="${r1(u * 7)}" y2="${h}" stroke="${t.edge}" stroke-width="2"/>`
  body += `<path d="M${r1(u * 2)} ${r1(u * 4)} q${r1(u * 0.75)} ${r1(-u)} ${r1(u * 1.5)} 0 t${r1(u * 1.5)} 0" fill="none" stroke="${accent}" stroke-width="${r1(u * 0.5)}" stroke-linecap="round"/>`
  for (let i = 0; i < 4; i++)
    body += `<rect x="${r1(u * 2.3)}" y="${r1(u * (10 + i * 5))}" width="${r1(u * 2.4)}" height="${r1(u * 2.4)}" rx="${r1(u * 0.6)}" fill="${i === 0 ? accent : faint}"/>`
  const card = (x: number, y: number, cw: number, ch: number) =>
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(cw)}" height="${r1(ch)}" rx="${r1(u)}" fill="${t.card}" stroke="${t.edge}" stroke-width="2"/>`
  // three figures
  const figures = [
    ['12,480', '+8.2%'],
    ['31,905', '+12%'],
    ['3:42', '−4%'],
  ]
  const x0 = u * 10
  const kw = (w - x0 - u * 3 - u * 4) / 3
  const ky = h * 0.07
  const kh = h * 0.2
  figures.forEach(([value, delta], i) => {
    const x = x0 + i * (kw + u * 2)
    body += card(x, ky, kw, kh)
    body += `<rect x="${r1(x + u * 2)}" y="${r1(ky + kh * 0.2)}" width="${r1(kw * 0.35)}" height="${r1(u * 0.9)}" rx="${r1(u * 0.45)}" fill="${faint}"/>`
    body += text(x + u * 2, ky + kh * 0.62, value!, {
      size: kh * 0.34,
      weight: 700,
      fill: t.strong,
    })
    body += text(x + kw - u * 2, ky + kh * 0.62, delta!, {
      size: kh * 0.17,
      anchor: 'end',
      fill: delta!.startsWith('+') ? accent : muted,
    })
  })
  // a month of visitors
  const cy = ky + kh + u * 2
  const cw = (w - x0 - u * 3) * 0.6
  const ch = h - cy - h * 0.07
  body += card(x0, cy, cw, ch)
  const px = x0 + u * 2
  const pw = cw - u * 4
  const top = cy + ch * 0.18
  const bottom = cy + ch - u * 2.5
  for (let i = 0; i < 4; i++) {
    const y = top + ((bottom - top) * i) / 3
    body += `<line x1="${r1(px)}" y1="${r1(y)}" x2="${r1(px + pw)}" y2="${r1(y)}" stroke="${faint}" stroke-width="1.5"/>`
  }
  // A month of days, rising, dipping at weekends; scaled to fill the chart.
  const values: number[] = []
  for (let d = 0, v = 0; d < 30; d++)
    values.push((v += between(rng, -0.4, 1.3) - (d % 7 === 5 || d % 7 === 6 ? 1 : 0)))
  const [lo, hi] = [Math.min(...values), Math.max(...values)]
  const pts = values.map((v, d): [number, number] => [
    px + (pw * d) / (values.length - 1),
    bottom - (bottom - top) * (0.12 + (0.8 * (v - lo)) / (hi - lo)),
  ])
  const line = pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(' L')
  body += `<path d="M${line} L${r1(px + pw)} ${r1(bottom)} L${r1(px)} ${r1(bottom)} Z" fill="${accent}" opacity="${dark ? 0.2 : 0.12}"/>`
  body += `<path d="M${line}" fill="none" stroke="${accent}" stroke-width="${r1(u * 0.35)}" stroke-linejoin="round"/>`
  body += `<rect x="${r1(px)}" y="${r1(cy + ch * 0.07)}" width="${r1(pw * 0.22)}" height="${r1(u * 0.9)}" rx="${r1(u * 0.45)}" fill="${faint}"/>`
  // the pages read most
  const tx = x0 + cw + u * 2
  const tw = w - tx - u * 3
  body += card(tx, cy, tw, ch)
  const pages = [
    ['/blog/why-static-sites', 4210],
    ['/project', 2890],
    ['/blog/dark-mode', 2140],
    ['/about', 1730],
    ['/en/blog', 1260],
    ['/space', 840],
  ] as const
  const rowH = (ch - u * 5) / pages.length
  pages.forEach(([path, views], i) => {
    const y = cy + u * 3 + i * rowH
    const share = views / pages[0]![1]
    body += `<rect x="${r1(tx + u * 1.5)}" y="${r1(y)}" width="${r1((tw - u * 3) * share)}" height="${r1(rowH * 0.72)}" rx="${r1(u * 0.5)}" fill="${accent}" opacity="${dark ? 0.22 : 0.12}"/>`
    body += text(tx + u * 2.2, y + rowH * 0.36, path, {
      size: rowH * 0.34,
      font: 'mono',
      fill: t.strong,
    })
    body += text(tx + tw - u * 2.2, y + rowH * 0.36, views.toLocaleString('en'), {
      size: rowH * 0.34,
      anchor: 'end',
      fill: muted,
    })
  })
  return doc(w, h, '', body)
}
