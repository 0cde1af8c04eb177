/**
 * Generates the sample images used by the content in `content/`.
 *
 * Every picture is an SVG illustration written here (gradients and geometric
 * shapes in a green / blue / slate palette) that sharp rasterizes to WebP.
 * The output is deterministic: each image has its own seeded random source.
 *
 *   npx tsx scripts/sample-images.ts
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'public', 'images')

// ---------------------------------------------------------------- palette

const C = {
  ink: '#0f172a',
  slate800: '#1e293b',
  slate700: '#334155',
  slate600: '#475569',
  slate500: '#64748b',
  slate400: '#94a3b8',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  paper: '#f8fafc',
  teal900: '#134e4a',
  teal700: '#0f766e',
  teal500: '#14b8a6',
  teal300: '#5eead4',
  teal100: '#ccfbf1',
  emerald800: '#065f46',
  emerald600: '#059669',
  emerald400: '#34d399',
  emerald200: '#a7f3d0',
  blue900: '#1e3a8a',
  blue700: '#1d4ed8',
  blue500: '#3b82f6',
  blue300: '#93c5fd',
  sky500: '#0ea5e9',
  sky300: '#7dd3fc',
  sky100: '#e0f2fe',
  cyan600: '#0891b2',
  amber300: '#fcd34d',
  amber100: '#fef3c7',
} as const

type Rng = () => number

function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function seedOf(name: string): number {
  let h = 2166136261
  for (const ch of name) {
    h ^= ch.codePointAt(0)!
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

const r1 = (n: number) => Math.round(n * 10) / 10
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!
const between = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo)

interface Ctx {
  w: number
  h: number
  rng: Rng
  id: string
}

function doc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`
}

function linear(id: string, stops: string[], x2 = 1, y2 = 1): string {
  const s = stops
    .map(
      (c, i) =>
        `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(3)}" stop-color="${c}"/>`,
    )
    .join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`
}

const softBlur = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`

/** A few blurred colour blobs: the shared backdrop of most illustrations. */
function glow(ctx: Ctx, colors: string[], count = 3): { defs: string; body: string } {
  const { w, h, rng, id } = ctx
  const defs = softBlur(`${id}-blur`, Math.round(Math.min(w, h) / 7))
  let body = `<g filter="url(#${id}-blur)" opacity="0.75">`
  for (let i = 0; i < count; i++) {
    body += `<circle cx="${r1(between(rng, 0.1, 0.9) * w)}" cy="${r1(between(rng, 0.1, 0.9) * h)}" r="${r1(between(rng, 0.18, 0.32) * Math.max(w, h))}" fill="${colors[i % colors.length]}"/>`
  }
  body += '</g>'
  return { defs, body }
}

function wavePath(
  w: number,
  baseY: number,
  amp: number,
  freq: number,
  phase: number,
  bottom: number,
): string {
  const step = w / 48
  let d = `M0 ${r1(baseY + Math.sin(phase) * amp)}`
  for (let x = step; x <= w + 0.5; x += step) {
    d += ` L${r1(x)} ${r1(baseY + Math.sin(phase + (x / w) * Math.PI * 2 * freq) * amp)}`
  }
  return `${d} L${w} ${bottom} L0 ${bottom} Z`
}

function ridgePath(rng: Rng, w: number, baseY: number, amp: number, bottom: number): string {
  const peaks = 4 + Math.floor(rng() * 3)
  const pts: [number, number][] = [[0, baseY - rng() * amp * 0.4]]
  for (let i = 1; i <= peaks; i++) {
    const x = (i / peaks) * w
    const midX = x - w / peaks / 2 + between(rng, -w / peaks / 6, w / peaks / 6)
    pts.push([midX, baseY - between(rng, 0.45, 1) * amp])
    pts.push([x, baseY - between(rng, 0, 0.3) * amp])
  }
  let d = `M${pts[0]![0]} ${r1(pts[0]![1])}`
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1]!
    const [x, y] = pts[i]!
    const cx = (px + x) / 2
    d += ` C${r1(cx)} ${r1(py)} ${r1(cx)} ${r1(y)} ${r1(x)} ${r1(y)}`
  }
  return `${d} L${w} ${bottom} L0 ${bottom} Z`
}

// --------------------------------------------------------------- motifs

type Motif = (ctx: Ctx, variant?: string) => string

/** Layered hills over a lake, a pale sun: West Lake at dawn. */
const lake: Motif = (ctx, variant = 'day') => {
  const { w, h, rng, id } = ctx
  const dusk = variant === 'dusk'
  const sky = dusk ? [C.blue900, C.cyan600, C.amber100] : [C.sky100, C.teal100, C.paper]
  const ridges = dusk
    ? [C.slate600, C.slate700, C.slate800, C.ink]
    : [C.teal300, C.teal500, C.teal700, C.teal900]
  const horizon = h * 0.66
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-sky)"/>`
  body += `<circle cx="${r1(w * between(rng, 0.55, 0.8))}" cy="${r1(h * 0.3)}" r="${r1(Math.min(w, h) * 0.09)}" fill="${dusk ? C.amber300 : '#ffffff'}" opacity="0.9"/>`
  ridges.forEach((color, i) => {
    const base = horizon - (ridges.length - 1 - i) * h * 0.045
    body += `<path d="${ridgePath(rng, w, base, h * (0.2 - i * 0.035), horizon + 1)}" fill="${color}" opacity="${0.55 + i * 0.15}"/>`
  })
  body += `<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="url(#${id}-water)"/>`
  for (let i = 0; i < 14; i++) {
    const y = horizon + between(rng, 0.04, 0.95) * (h - horizon)
    const x = between(rng, 0, 0.8) * w
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(between(rng, 0.05, 0.2) * w)}" height="${r1(Math.max(2, h * 0.004))}" rx="2" fill="#ffffff" opacity="${r1(between(rng, 0.15, 0.4))}"/>`
  }
  // a small boat: the "zhou" in Lin Zhou
  const bx = w * between(rng, 0.2, 0.4)
  const by = horizon + (h - horizon) * 0.35
  const s = Math.min(w, h) * 0.05
  body += `<path d="M${r1(bx - s)} ${r1(by)} L${r1(bx + s)} ${r1(by)} L${r1(bx + s * 0.7)} ${r1(by + s * 0.3)} L${r1(bx - s * 0.7)} ${r1(by + s * 0.3)} Z" fill="${dusk ? C.ink : C.slate700}"/>`
  body += `<path d="M${r1(bx)} ${r1(by - s * 1.2)} L${r1(bx)} ${r1(by)} L${r1(bx + s * 0.7)} ${r1(by)} Z" fill="${dusk ? C.slate300 : '#ffffff'}" opacity="0.9"/>`
  const defs =
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">${sky.map((c, i) => `<stop offset="${i / (sky.length - 1)}" stop-color="${c}"/>`).join('')}</linearGradient>` +
    `<linearGradient id="${id}-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dusk ? C.slate700 : C.teal500}"/><stop offset="1" stop-color="${dusk ? C.ink : C.blue700}"/></linearGradient>`
  return doc(w, h, defs, body)
}

/** An editor window with syntax-coloured lines. */
const code: Motif = (ctx) => {
  const { w, h, rng, id } = ctx
  const g = glow(ctx, [C.teal700, C.blue700, C.emerald600])
  const pad = Math.min(w, h) * 0.1
  const ww = w - pad * 2
  const wh = h - pad * 2
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>${g.body}`
  body += `<rect x="${r1(pad)}" y="${r1(pad)}" width="${r1(ww)}" height="${r1(wh)}" rx="18" fill="${C.ink}" opacity="0.92"/>`
  body += `<rect x="${r1(pad)}" y="${r1(pad)}" width="${r1(ww)}" height="44" rx="18" fill="${C.slate800}"/>`
  ;['#f87171', C.amber300, C.emerald400].forEach((c, i) => {
    body += `<circle cx="${r1(pad + 28 + i * 22)}" cy="${r1(pad + 22)}" r="7" fill="${c}"/>`
  })
  const lineH = Math.max(22, wh / 16)
  const colors = [C.teal300, C.sky300, C.blue300, C.emerald200, C.slate400, C.amber100]
  let indent = 0
  for (let y = pad + 44 + lineH; y < pad + wh - lineH * 0.6; y += lineH) {
    if (rng() < 0.12) continue
    indent = Math.max(0, Math.min(3, indent + pick(rng, [-1, 0, 0, 1])))
    let x = pad + 40 + indent * 32
    const pieces = 1 + Math.floor(rng() * 4)
    for (let p = 0; p < pieces && x < pad + ww - 80; p++) {
      const len = between(rng, 0.05, 0.2) * ww
      body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(Math.min(len, pad + ww - 40 - x))}" height="${r1(lineH * 0.42)}" rx="${r1(lineH * 0.2)}" fill="${pick(rng, colors)}" opacity="0.85"/>`
      x += len + 14
    }
  }
  return doc(w, h, linear(`${id}-bg`, [C.slate800, C.ink]) + g.defs, body)
}

/** Chinese calligraphy practice grid (米字格) with abstract strokes. */
const glyph: Motif = (ctx) => {
  const { w, h, rng, id } = ctx
  const cols = w > h ? 4 : 2
  const rows = w > h ? 2 : 3
  const cell = Math.min((w * 0.84) / cols, (h * 0.8) / rows)
  const ox = (w - cell * cols) / 2
  const oy = (h - cell * rows) / 2
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`
  const strokeColors = [C.teal900, C.slate800, C.blue900, C.teal700]
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = ox + c * cell
      const y = oy + r * cell
      const m = cell * 0.06
      body += `<rect x="${r1(x + m)}" y="${r1(y + m)}" width="${r1(cell - m * 2)}" height="${r1(cell - m * 2)}" fill="#ffffff" fill-opacity="0.7" stroke="${C.teal700}" stroke-opacity="0.5" stroke-width="2"/>`
      const dash = `stroke="${C.teal500}" stroke-opacity="0.35" stroke-width="1.5" stroke-dasharray="6 6"`
      body += `<line x1="${r1(x + m)}" y1="${r1(y + m)}" x2="${r1(x + cell - m)}" y2="${r1(y + cell - m)}" ${dash}/>`
      body += `<line x1="${r1(x + cell - m)}" y1="${r1(y + m)}" x2="${r1(x + m)}" y2="${r1(y + cell - m)}" ${dash}/>`
      body += `<line x1="${r1(x + cell / 2)}" y1="${r1(y + m)}" x2="${r1(x + cell / 2)}" y2="${r1(y + cell - m)}" ${dash}/>`
      body += `<line x1="${r1(x + m)}" y1="${r1(y + cell / 2)}" x2="${r1(x + cell - m)}" y2="${r1(y + cell / 2)}" ${dash}/>`
      // three to five brush-like strokes
      const strokes = 3 + Math.floor(rng() * 3)
      const color = pick(rng, strokeColors)
      for (let s = 0; s < strokes; s++) {
        const kind = pick(rng, ['h', 'v', 'pie', 'na', 'dot'])
        const cx = x + cell * between(rng, 0.28, 0.72)
        const cy = y + cell * between(rng, 0.28, 0.72)
        const L = cell * between(rng, 0.22, 0.42)
        const sw = r1(cell * 0.055)
        let d = ''
        if (kind === 'h')
          d = `M${r1(cx - L / 2)} ${r1(cy)} Q${r1(cx)} ${r1(cy - cell * 0.03)} ${r1(cx + L / 2)} ${r1(cy + cell * 0.01)}`
        if (kind === 'v')
          d = `M${r1(cx)} ${r1(cy - L / 2)} L${r1(cx + cell * 0.01)} ${r1(cy + L / 2)}`
        if (kind === 'pie')
          d = `M${r1(cx + L / 4)} ${r1(cy - L / 2)} Q${r1(cx)} ${r1(cy + L / 6)} ${r1(cx - L / 2)} ${r1(cy + L / 2)}`
        if (kind === 'na')
          d = `M${r1(cx - L / 3)} ${r1(cy - L / 3)} Q${r1(cx)} ${r1(cy + L / 4)} ${r1(cx + L / 2)} ${r1(cy + L / 2)}`
        if (kind === 'dot') {
          body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(cell * 0.035)}" fill="${color}"/>`
          continue
        }
        body += `<path d="${d}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round"/>`
      }
    }
  }
  return doc(w, h, linear(`${id}-bg`, [C.teal100, C.sky100, C.paper]), body)
}

/** Soft layered waves. */
const waves: Motif = (ctx, variant = 'cool') => {
  const { w, h, rng, id } = ctx
  const sets: Record<string, string[]> = {
    cool: [C.sky300, C.blue500, C.blue700, C.blue900],
    green: [C.emerald200, C.emerald400, C.teal700, C.teal900],
    slate: [C.slate300, C.slate500, C.slate700, C.ink],
  }
  const colors = sets[variant] ?? sets.cool!
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`
  colors.forEach((c, i) => {
    body += `<path d="${wavePath(w, h * (0.35 + i * 0.15), h * between(rng, 0.04, 0.09), between(rng, 0.8, 2.2), rng() * 6, h)}" fill="${c}" opacity="${0.55 + i * 0.13}"/>`
  })
  for (let i = 0; i < 24; i++) {
    body += `<circle cx="${r1(rng() * w)}" cy="${r1(rng() * h * 0.3)}" r="${r1(between(rng, 1.5, 3.5))}" fill="#ffffff" opacity="${r1(between(rng, 0.3, 0.8))}"/>`
  }
  return doc(w, h, linear(`${id}-bg`, [C.paper, colors[0]!], 0, 1), body)
}

/** Concentric rings over a dot grid. */
const rings: Motif = (ctx) => {
  const { w, h, rng, id } = ctx
  const g = glow(ctx, [C.teal500, C.sky500])
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>${g.body}`
  const gap = Math.min(w, h) / 18
  for (let x = gap / 2; x < w; x += gap) {
    for (let y = gap / 2; y < h; y += gap) {
      body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="1.6" fill="#ffffff" opacity="0.25"/>`
    }
  }
  const cx = w * between(rng, 0.35, 0.65)
  const cy = h * between(rng, 0.4, 0.6)
  for (let i = 7; i >= 1; i--) {
    body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1((Math.min(w, h) / 16) * i)}" fill="none" stroke="${i % 2 ? C.teal300 : C.sky300}" stroke-width="${i === 1 ? 10 : 2}" opacity="${r1(0.2 + (7 - i) * 0.1)}"/>`
  }
  return doc(w, h, linear(`${id}-bg`, [C.ink, C.teal900]) + g.defs, body)
}

/** Analytics dashboard: bars, a trend line, a donut. */
const chart: Motif = (ctx) => {
  const { w, h, rng, id } = ctx
  const g = glow(ctx, [C.blue700, C.teal700])
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>${g.body}`
  const pad = Math.min(w, h) * 0.1
  const pw = w * 0.62 - pad
  const ph = h - pad * 2
  body += `<rect x="${r1(pad)}" y="${r1(pad)}" width="${r1(pw)}" height="${r1(ph)}" rx="20" fill="${C.slate800}" opacity="0.9"/>`
  const n = 14
  const bw = (pw - 60) / n
  const pts: string[] = []
  let v = 0.4
  for (let i = 0; i < n; i++) {
    v = Math.min(0.95, Math.max(0.15, v + between(rng, -0.12, 0.16)))
    const bh = (ph - 90) * v
    const x = pad + 30 + i * bw
    const y = pad + ph - 30 - bh
    body += `<rect x="${r1(x + bw * 0.18)}" y="${r1(y)}" width="${r1(bw * 0.64)}" height="${r1(bh)}" rx="${r1(bw * 0.18)}" fill="${i === n - 1 ? C.emerald400 : C.teal500}" opacity="${i === n - 1 ? 1 : 0.7}"/>`
    pts.push(`${r1(x + bw / 2)},${r1(y - 18 - rng() * 20)}`)
  }
  body += `<polyline points="${pts.join(' ')}" fill="none" stroke="${C.sky300}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`
  // side panels
  const sx = pad + pw + pad * 0.6
  const sw = w - sx - pad
  body += `<rect x="${r1(sx)}" y="${r1(pad)}" width="${r1(sw)}" height="${r1(ph * 0.55)}" rx="20" fill="${C.slate800}" opacity="0.9"/>`
  const dr = Math.min(sw, ph * 0.55) * 0.3
  const dcx = sx + sw / 2
  const dcy = pad + ph * 0.275
  const circ = 2 * Math.PI * dr
  let offset = 0
  ;[
    [0.46, C.teal300],
    [0.3, C.blue500],
    [0.24, C.slate500],
  ].forEach(([frac, color]) => {
    const len = circ * (frac as number)
    body += `<circle cx="${r1(dcx)}" cy="${r1(dcy)}" r="${r1(dr)}" fill="none" stroke="${color}" stroke-width="${r1(dr * 0.45)}" stroke-dasharray="${r1(len - 4)} ${r1(circ - len + 4)}" stroke-dashoffset="${r1(-offset)}" transform="rotate(-90 ${r1(dcx)} ${r1(dcy)})"/>`
    offset += len
  })
  const ly = pad + ph * 0.55 + pad * 0.5
  const lh = ph - ph * 0.55 - pad * 0.5
  body += `<rect x="${r1(sx)}" y="${r1(ly)}" width="${r1(sw)}" height="${r1(lh)}" rx="20" fill="${C.slate800}" opacity="0.9"/>`
  for (let i = 0; i < 4; i++) {
    const y = ly + 24 + i * ((lh - 36) / 4)
    body += `<rect x="${r1(sx + 24)}" y="${r1(y)}" width="${r1((sw - 48) * between(rng, 0.4, 0.95))}" height="10" rx="5" fill="${C.slate500}"/>`
  }
  return doc(w, h, linear(`${id}-bg`, [C.ink, C.blue900]) + g.defs, body)
}

/** A browser window showing a plain, well-structured page. */
const page: Motif = (ctx) => {
  const { w, h, rng } = ctx
  const g = glow(ctx, [C.teal300, C.sky300, C.emerald200])
  let body = `<rect width="${w}" height="${h}" fill="${C.paper}"/>${g.body}`
  const pad = Math.min(w, h) * 0.1
  const bw = w - pad * 2
  const bh = h - pad
  body += `<rect x="${r1(pad)}" y="${r1(pad)}" width="${r1(bw)}" height="${r1(bh + 20)}" rx="18" fill="#ffffff" stroke="${C.slate200}" stroke-width="2"/>`
  body += `<rect x="${r1(pad + 100)}" y="${r1(pad + 14)}" width="${r1(bw * 0.4)}" height="20" rx="10" fill="${C.slate100}"/>`
  ;[C.slate300, C.slate300, C.slate300].forEach((c, i) => {
    body += `<circle cx="${r1(pad + 26 + i * 20)}" cy="${r1(pad + 24)}" r="6" fill="${c}"/>`
  })
  body += `<line x1="${r1(pad)}" y1="${r1(pad + 48)}" x2="${r1(pad + bw)}" y2="${r1(pad + 48)}" stroke="${C.slate200}" stroke-width="2"/>`
  const inner = pad + bw * 0.08
  const iw = bw * 0.84
  let y = pad + 80
  body += `<rect x="${r1(inner)}" y="${r1(y)}" width="${r1(iw * 0.45)}" height="26" rx="6" fill="${C.ink}"/>`
  y += 44
  for (let i = 0; i < 2; i++) {
    body += `<rect x="${r1(inner)}" y="${r1(y)}" width="${r1(iw * between(rng, 0.55, 0.8))}" height="12" rx="6" fill="${C.slate300}"/>`
    y += 24
  }
  y += 18
  const cols = 3
  const cw = (iw - 40) / cols
  const ch = Math.max(60, pad + bh - y - 10)
  const tints = [C.teal500, C.blue500, C.emerald400]
  for (let c = 0; c < cols; c++) {
    const x = inner + c * (cw + 20)
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(cw)}" height="${r1(ch)}" rx="14" fill="${C.slate100}"/>`
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(cw)}" height="${r1(ch * 0.45)}" rx="14" fill="${tints[c]}" opacity="0.75"/>`
    body += `<rect x="${r1(x + 16)}" y="${r1(y + ch * 0.55)}" width="${r1(cw * 0.6)}" height="12" rx="6" fill="${C.slate500}"/>`
    body += `<rect x="${r1(x + 16)}" y="${r1(y + ch * 0.55 + 22)}" width="${r1(cw * 0.8)}" height="10" rx="5" fill="${C.slate300}"/>`
  }
  return doc(w, h, g.defs, body)
}

/** Nodes joined by curves: a processing pipeline. */
const pipeline: Motif = (ctx) => {
  const { w, h, rng, id } = ctx
  const g = glow(ctx, [C.teal700, C.blue900, C.emerald800])
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>${g.body}`
  const n = 4
  const nw = w * 0.15
  const nh = h * 0.2
  const gap = (w - nw * n) / (n + 1)
  const ys = Array.from({ length: n }, () => h * between(rng, 0.3, 0.55))
  const fills = [C.slate700, C.teal700, C.blue700, C.emerald600]
  for (let i = 0; i < n - 1; i++) {
    const x1 = gap + i * (nw + gap) + nw
    const y1 = ys[i]! + nh / 2
    const x2 = gap + (i + 1) * (nw + gap)
    const y2 = ys[i + 1]! + nh / 2
    const mx = (x1 + x2) / 2
    body += `<path d="M${r1(x1)} ${r1(y1)} C${r1(mx)} ${r1(y1)} ${r1(mx)} ${r1(y2)} ${r1(x2 - 10)} ${r1(y2)}" fill="none" stroke="${C.teal300}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>`
    body += `<path d="M${r1(x2 - 16)} ${r1(y2 - 9)} L${r1(x2 - 2)} ${r1(y2)} L${r1(x2 - 16)} ${r1(y2 + 9)} Z" fill="${C.teal300}"/>`
  }
  for (let i = 0; i < n; i++) {
    const x = gap + i * (nw + gap)
    const y = ys[i]!
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(nw)}" height="${r1(nh)}" rx="16" fill="${fills[i]}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>`
    for (let l = 0; l < 3; l++) {
      body += `<rect x="${r1(x + 18)}" y="${r1(y + 20 + (l * (nh - 40)) / 3)}" width="${r1((nw - 36) * (l === 0 ? 0.7 : between(rng, 0.4, 1)))}" height="${r1(Math.max(6, nh * 0.08))}" rx="4" fill="#ffffff" opacity="${l === 0 ? 0.9 : 0.45}"/>`
    }
  }
  // a tree of small dots below: the syntax tree
  const tx = w / 2
  const ty = h * 0.74
  const leaves = 7
  for (let i = 0; i < leaves; i++) {
    const lx = w * 0.25 + (i / (leaves - 1)) * w * 0.5
    body += `<line x1="${r1(tx)}" y1="${r1(ty)}" x2="${r1(lx)}" y2="${r1(h * 0.88)}" stroke="${C.slate400}" stroke-width="2" opacity="0.5"/>`
    body += `<circle cx="${r1(lx)}" cy="${r1(h * 0.88)}" r="7" fill="${pick(rng, [C.teal300, C.sky300, C.emerald200])}"/>`
  }
  body += `<circle cx="${r1(tx)}" cy="${r1(ty)}" r="10" fill="#ffffff"/>`
  return doc(w, h, linear(`${id}-bg`, [C.ink, C.slate800]) + g.defs, body)
}

/** A fanned stack of photo frames, getting smaller: responsive images. */
const frames: Motif = (ctx) => {
  const { w, h, rng, id } = ctx
  const g = glow(ctx, [C.sky300, C.teal300])
  let body = `<rect width="${w}" height="${h}" fill="${C.slate100}"/>${g.body}`
  const sizes = [0.62, 0.46, 0.32, 0.2]
  let x = w * 0.08
  sizes.forEach((s, i) => {
    const fw = w * s * 0.62
    const fh = fw * 0.66
    const y = h / 2 - fh / 2 + (i % 2 ? 20 : -10)
    body += `<g transform="rotate(${r1(between(rng, -4, 4))} ${r1(x + fw / 2)} ${r1(y + fh / 2)})">`
    body += `<rect x="${r1(x - 10)}" y="${r1(y - 10)}" width="${r1(fw + 20)}" height="${r1(fh + 20)}" rx="10" fill="#ffffff"/>`
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(fw)}" height="${r1(fh)}" fill="url(#${id}-sky)"/>`
    body += `<circle cx="${r1(x + fw * 0.72)}" cy="${r1(y + fh * 0.3)}" r="${r1(fh * 0.1)}" fill="#ffffff"/>`
    body += `<path d="M${r1(x)} ${r1(y + fh)} L${r1(x + fw * 0.35)} ${r1(y + fh * 0.45)} L${r1(x + fw * 0.55)} ${r1(y + fh * 0.7)} L${r1(x + fw * 0.7)} ${r1(y + fh * 0.55)} L${r1(x + fw)} ${r1(y + fh)} Z" fill="${C.teal700}"/>`
    body += '</g>'
    x += fw + w * 0.04
  })
  const defs =
    g.defs +
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.sky300}"/><stop offset="1" stop-color="${C.teal100}"/></linearGradient>`
  return doc(w, h, defs, body)
}

/** A square glyph cut into tiles, a few lifted out: font subsetting. */
const slices: Motif = (ctx) => {
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

/** A checklist card next to a microphone. */
const checklist: Motif = (ctx) => {
  const { w, h, rng } = ctx
  const g = glow(ctx, [C.teal300, C.blue300])
  let body = `<rect width="${w}" height="${h}" fill="${C.paper}"/>${g.body}`
  const cx = w * 0.1
  const cy = h * 0.12
  const cw = w * 0.5
  const chh = h * 0.76
  body += `<rect x="${r1(cx)}" y="${r1(cy)}" width="${r1(cw)}" height="${r1(chh)}" rx="22" fill="#ffffff" stroke="${C.slate200}" stroke-width="2"/>`
  const rows = 6
  for (let i = 0; i < rows; i++) {
    const y = cy + 50 + i * ((chh - 80) / rows)
    const done = i < 4
    body += `<rect x="${r1(cx + 40)}" y="${r1(y)}" width="34" height="34" rx="8" fill="${done ? C.teal500 : '#ffffff'}" stroke="${done ? C.teal500 : C.slate300}" stroke-width="3"/>`
    if (done)
      body += `<path d="M${r1(cx + 48)} ${r1(y + 17)} l7 8 l13 -15" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
    body += `<rect x="${r1(cx + 96)}" y="${r1(y + 10)}" width="${r1((cw - 140) * between(rng, 0.5, 1))}" height="14" rx="7" fill="${done ? C.slate300 : C.slate500}"/>`
  }
  // microphone
  const mx = w * 0.78
  const my = h * 0.4
  const mr = Math.min(w, h) * 0.09
  body += `<rect x="${r1(mx - mr)}" y="${r1(my - mr * 1.6)}" width="${r1(mr * 2)}" height="${r1(mr * 3)}" rx="${r1(mr)}" fill="${C.slate800}"/>`
  for (let i = 0; i < 4; i++) {
    body += `<line x1="${r1(mx - mr * 0.6)}" y1="${r1(my - mr * 0.9 + i * mr * 0.45)}" x2="${r1(mx + mr * 0.6)}" y2="${r1(my - mr * 0.9 + i * mr * 0.45)}" stroke="${C.slate500}" stroke-width="3" stroke-linecap="round"/>`
  }
  body += `<path d="M${r1(mx - mr * 1.5)} ${r1(my + mr * 0.3)} a${r1(mr * 1.5)} ${r1(mr * 1.5)} 0 0 0 ${r1(mr * 3)} 0" fill="none" stroke="${C.teal700}" stroke-width="8" stroke-linecap="round"/>`
  body += `<line x1="${r1(mx)}" y1="${r1(my + mr * 1.8)}" x2="${r1(mx)}" y2="${r1(my + mr * 3)}" stroke="${C.teal700}" stroke-width="8"/>`
  body += `<rect x="${r1(mx - mr)}" y="${r1(my + mr * 3)}" width="${r1(mr * 2)}" height="10" rx="5" fill="${C.teal700}"/>`
  return doc(w, h, g.defs, body)
}

/** A calm field with a few scattered shapes drifting away: a quiet essay. */
const drift: Motif = (ctx) => {
  const { w, h, rng, id } = ctx
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`
  for (let i = 0; i < 38; i++) {
    const t = i / 38
    const x = w * (0.08 + t * 0.55) + between(rng, -40, 40)
    const y = h * (0.5 + Math.sin(t * 5) * 0.25) + between(rng, -30, 30)
    const s = between(rng, 8, 30) * (1 - t * 0.6)
    const color = pick(rng, [C.teal500, C.blue500, C.slate500, C.emerald400])
    const op = r1(0.9 - t * 0.6)
    const kind = i % 3
    if (kind === 0)
      body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s / 2)}" fill="${color}" opacity="${op}"/>`
    if (kind === 1)
      body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(s)}" height="${r1(s)}" rx="4" fill="${color}" opacity="${op}" transform="rotate(${r1(rng() * 90)} ${r1(x + s / 2)} ${r1(y + s / 2)})"/>`
    if (kind === 2)
      body += `<path d="M${r1(x)} ${r1(y + s)} L${r1(x + s / 2)} ${r1(y)} L${r1(x + s)} ${r1(y + s)} Z" fill="${color}" opacity="${op}"/>`
  }
  // one small plant in the empty space
  const px = w * 0.8
  const py = h * 0.78
  body += `<path d="M${r1(px - 34)} ${r1(py)} L${r1(px + 34)} ${r1(py)} L${r1(px + 26)} ${r1(py + 60)} L${r1(px - 26)} ${r1(py + 60)} Z" fill="${C.slate600}"/>`
  body += `<path d="M${r1(px)} ${r1(py)} C${r1(px)} ${r1(py - 60)} ${r1(px - 10)} ${r1(py - 90)} ${r1(px - 6)} ${r1(py - 130)}" fill="none" stroke="${C.emerald800}" stroke-width="5"/>`
  for (let i = 0; i < 4; i++) {
    const ly = py - 30 - i * 26
    const dir = i % 2 ? 1 : -1
    body += `<path d="M${r1(px - 3)} ${r1(ly)} q${r1(dir * 30)} -30 ${r1(dir * 60)} -10 q${r1(-dir * 30)} 20 ${r1(-dir * 60)} 10 Z" fill="${C.emerald600}"/>`
  }
  return doc(w, h, linear(`${id}-bg`, [C.paper, C.teal100], 1, 0.4), body)
}

/** Swatches stepping through hue and lightness. */
const swatches: Motif = (ctx) => {
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

/** Lines of text blocks with small annotations above them: ruby / pinyin. */
const ruby: Motif = (ctx) => {
  const { w, h, rng } = ctx
  const g = glow(ctx, [C.emerald200, C.sky300])
  let body = `<rect width="${w}" height="${h}" fill="${C.paper}"/>${g.body}`
  const pad = w * 0.1
  const gl = Math.min(w, h) * 0.085
  let y = h * 0.2
  while (y < h * 0.82) {
    let x = pad
    while (x < w - pad - gl) {
      const annotated = rng() < 0.5
      if (annotated) {
        body += `<rect x="${r1(x + gl * 0.1)}" y="${r1(y - gl * 0.42)}" width="${r1(gl * 0.8)}" height="${r1(gl * 0.2)}" rx="4" fill="${C.teal500}"/>`
      }
      body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(gl)}" height="${r1(gl)}" rx="8" fill="${annotated ? C.teal900 : C.slate700}" opacity="${annotated ? 1 : 0.75}"/>`
      x += gl * 1.18
    }
    y += gl * 2.1
  }
  return doc(w, h, g.defs, body)
}

/** Slides on a projector screen with a spotlight. */
const stage: Motif = (ctx) => {
  const { w, h, rng, id } = ctx
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`
  const sw = w * 0.7
  const sh = sw * 0.5625
  const sx = (w - sw) / 2
  const sy = h * 0.12
  body += `<rect x="${r1(sx)}" y="${r1(sy)}" width="${r1(sw)}" height="${r1(sh)}" rx="6" fill="url(#${id}-screen)"/>`
  body += `<rect x="${r1(sx + sw * 0.08)}" y="${r1(sy + sh * 0.16)}" width="${r1(sw * 0.45)}" height="${r1(sh * 0.09)}" rx="6" fill="#ffffff" opacity="0.95"/>`
  for (let i = 0; i < 3; i++) {
    body += `<rect x="${r1(sx + sw * 0.08)}" y="${r1(sy + sh * (0.4 + i * 0.13))}" width="${r1(sw * between(rng, 0.25, 0.42))}" height="${r1(sh * 0.05)}" rx="5" fill="#ffffff" opacity="0.6"/>`
  }
  body += `<circle cx="${r1(sx + sw * 0.75)}" cy="${r1(sy + sh * 0.55)}" r="${r1(sh * 0.22)}" fill="${C.emerald400}" opacity="0.85"/>`
  // light cone and speaker
  const px = w * 0.24
  body += `<path d="M${r1(px - 10)} 0 L${r1(px + 10)} 0 L${r1(px + w * 0.16)} ${h} L${r1(px - w * 0.16)} ${h} Z" fill="url(#${id}-cone)"/>`
  const fy = h * 0.92
  const hr = Math.min(w, h) * 0.045
  body += `<circle cx="${r1(px)}" cy="${r1(fy - hr * 6.2)}" r="${r1(hr)}" fill="${C.ink}"/>`
  body += `<path d="M${r1(px - hr * 1.7)} ${r1(fy)} L${r1(px - hr * 1.4)} ${r1(fy - hr * 4.6)} Q${r1(px)} ${r1(fy - hr * 5.4)} ${r1(px + hr * 1.4)} ${r1(fy - hr * 4.6)} L${r1(px + hr * 1.7)} ${r1(fy)} Z" fill="${C.ink}"/>`
  body += `<rect y="${r1(fy)}" width="${w}" height="${r1(h - fy)}" fill="${C.ink}"/>`
  const defs =
    linear(`${id}-bg`, [C.slate800, C.ink], 0, 1) +
    linear(`${id}-screen`, [C.teal700, C.blue700]) +
    `<linearGradient id="${id}-cone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.amber100}" stop-opacity="0.5"/><stop offset="1" stop-color="${C.amber100}" stop-opacity="0.05"/></linearGradient>`
  return doc(w, h, defs, body)
}

/** A desk from above-ish: laptop, mug, plant, notebook. */
const desk: Motif = (ctx) => {
  const { w, h, id } = ctx
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-wall)"/>`
  const top = h * 0.62
  body += `<rect y="${r1(top)}" width="${w}" height="${r1(h - top)}" fill="url(#${id}-desk)"/>`
  // window light
  body += `<rect x="${r1(w * 0.08)}" y="${r1(h * 0.08)}" width="${r1(w * 0.36)}" height="${r1(h * 0.32)}" rx="6" fill="${C.sky100}" stroke="#ffffff" stroke-width="10"/>`
  body += `<line x1="${r1(w * 0.26)}" y1="${r1(h * 0.08)}" x2="${r1(w * 0.26)}" y2="${r1(h * 0.4)}" stroke="#ffffff" stroke-width="8"/>`
  body += `<path d="${ridgePath(mulberry32(7), w * 0.36, h * 0.36, h * 0.1, h * 0.4)}" transform="translate(${r1(w * 0.08)} 0)" fill="${C.teal500}" opacity="0.6"/>`
  // laptop
  const lw = w * 0.46
  const lx = w * 0.42
  const lh = lw * 0.62
  body += `<rect x="${r1(lx)}" y="${r1(top - lh)}" width="${r1(lw)}" height="${r1(lh)}" rx="12" fill="${C.slate700}"/>`
  body += `<rect x="${r1(lx + 12)}" y="${r1(top - lh + 12)}" width="${r1(lw - 24)}" height="${r1(lh - 24)}" rx="6" fill="${C.ink}"/>`
  for (let i = 0; i < 6; i++) {
    body += `<rect x="${r1(lx + 30 + (i % 3) * 14)}" y="${r1(top - lh + 32 + (i * (lh - 60)) / 6)}" width="${r1((lw - 90) * [0.5, 0.7, 0.4, 0.8, 0.6, 0.3][i]!)}" height="8" rx="4" fill="${[C.teal300, C.sky300, C.emerald200][i % 3]}"/>`
  }
  body += `<path d="M${r1(lx - 24)} ${r1(top)} L${r1(lx + lw + 24)} ${r1(top)} L${r1(lx + lw + 8)} ${r1(top + 18)} L${r1(lx - 8)} ${r1(top + 18)} Z" fill="${C.slate500}"/>`
  // mug
  const mx = w * 0.2
  const mw = w * 0.1
  body += `<rect x="${r1(mx)}" y="${r1(top - mw * 1.1)}" width="${r1(mw)}" height="${r1(mw * 1.2)}" rx="8" fill="${C.teal700}"/>`
  body += `<path d="M${r1(mx + mw)} ${r1(top - mw * 0.8)} a${r1(mw * 0.3)} ${r1(mw * 0.3)} 0 0 1 0 ${r1(mw * 0.6)}" fill="none" stroke="${C.teal700}" stroke-width="8"/>`
  for (let i = 0; i < 2; i++) {
    const sx = mx + mw * (0.35 + i * 0.3)
    body += `<path d="M${r1(sx)} ${r1(top - mw * 1.25)} q-10 -20 0 -40 q10 -20 0 -40" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.7" stroke-linecap="round"/>`
  }
  // notebook
  body += `<rect x="${r1(w * 0.06)}" y="${r1(top + (h - top) * 0.3)}" width="${r1(w * 0.3)}" height="${r1((h - top) * 0.45)}" rx="6" fill="${C.paper}" transform="rotate(-6 ${r1(w * 0.2)} ${r1(top + (h - top) * 0.5)})"/>`
  const defs =
    linear(`${id}-wall`, [C.teal100, C.slate100], 0, 1) +
    linear(`${id}-desk`, [C.slate300, C.slate400], 0, 1)
  return doc(w, h, defs, body)
}

/** Bookshelves. */
const shelf: Motif = (ctx) => {
  const { w, h, rng, id } = ctx
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`
  const shelves = 4
  const sh = h / shelves
  const colors = [
    C.teal700,
    C.teal500,
    C.blue700,
    C.blue500,
    C.slate600,
    C.emerald600,
    C.sky500,
    C.slate300,
    C.emerald800,
  ]
  for (let s = 0; s < shelves; s++) {
    const base = (s + 1) * sh - 16
    let x = w * 0.06
    while (x < w * 0.92) {
      if (rng() < 0.08) {
        x += 40
        continue
      }
      const bw = between(rng, 18, 42)
      const bh = sh * between(rng, 0.55, 0.82)
      const lean = rng() < 0.06
      const color = pick(rng, colors)
      body += `<rect x="${r1(x)}" y="${r1(base - bh)}" width="${r1(bw)}" height="${r1(bh)}" rx="3" fill="${color}"${lean ? ` transform="rotate(8 ${r1(x)} ${r1(base)})"` : ''}/>`
      body += `<rect x="${r1(x + bw * 0.2)}" y="${r1(base - bh * 0.8)}" width="${r1(bw * 0.6)}" height="4" fill="#ffffff" opacity="0.45"/>`
      x += bw + 3
    }
    body += `<rect x="0" y="${r1(base)}" width="${w}" height="16" fill="${C.slate700}"/>`
  }
  return doc(w, h, linear(`${id}-bg`, [C.slate200, C.slate300], 0, 1), body)
}

/** An abstract portrait: head and shoulders on a soft gradient. */
const portrait: Motif = (ctx, variant = 'light') => {
  const { w, h, rng, id } = ctx
  const dark = variant === 'dark'
  const hue = variant.startsWith('hue-') ? Number(variant.slice(4)) : null
  const bgStops =
    hue !== null
      ? [`hsl(${hue} 60% 90%)`, `hsl(${hue + 20} 45% 70%)`]
      : dark
        ? [C.slate800, C.teal900]
        : [C.teal100, C.sky300]
  const skin = hue !== null ? pick(rng, ['#e9c8a8', '#dcb08c', '#f0d2b6']) : '#e6c3a2'
  const shirt =
    hue !== null
      ? pick(rng, [C.slate700, C.blue700, C.emerald800, C.slate600])
      : dark
        ? C.teal500
        : C.teal700
  const hair = hue !== null ? pick(rng, [C.ink, C.slate800, '#3f2d20']) : C.ink
  const s = Math.min(w, h)
  const cx = w / 2
  const headR = s * 0.17
  const headY = h * 0.42
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>`
  body += `<circle cx="${r1(cx + s * 0.22)}" cy="${r1(h * 0.26)}" r="${r1(s * 0.2)}" fill="#ffffff" opacity="${dark ? 0.06 : 0.35}"/>`
  // shoulders
  body += `<path d="M${r1(cx - s * 0.42)} ${h} C${r1(cx - s * 0.4)} ${r1(h * 0.72)} ${r1(cx - s * 0.2)} ${r1(h * 0.66)} ${r1(cx)} ${r1(h * 0.66)} C${r1(cx + s * 0.2)} ${r1(h * 0.66)} ${r1(cx + s * 0.4)} ${r1(h * 0.72)} ${r1(cx + s * 0.42)} ${h} Z" fill="${shirt}"/>`
  // neck
  body += `<rect x="${r1(cx - headR * 0.38)}" y="${r1(headY + headR * 0.6)}" width="${r1(headR * 0.76)}" height="${r1(headR * 0.9)}" rx="${r1(headR * 0.2)}" fill="${skin}"/>`
  body += `<path d="M${r1(cx - headR * 0.5)} ${r1(h * 0.66)} L${r1(cx)} ${r1(h * 0.74)} L${r1(cx + headR * 0.5)} ${r1(h * 0.66)}" fill="none" stroke="#ffffff" stroke-width="${r1(s * 0.012)}" opacity="0.7"/>`
  // head and hair
  body += `<ellipse cx="${r1(cx)}" cy="${r1(headY)}" rx="${r1(headR * 0.9)}" ry="${r1(headR)}" fill="${skin}"/>`
  body += `<path d="M${r1(cx - headR * 0.95)} ${r1(headY - headR * 0.05)} C${r1(cx - headR)} ${r1(headY - headR * 1.35)} ${r1(cx + headR)} ${r1(headY - headR * 1.4)} ${r1(cx + headR * 0.95)} ${r1(headY - headR * 0.1)} C${r1(cx + headR * 0.6)} ${r1(headY - headR * 0.6)} ${r1(cx - headR * 0.3)} ${r1(headY - headR * 0.75)} ${r1(cx - headR * 0.95)} ${r1(headY - headR * 0.05)} Z" fill="${hair}"/>`
  // glasses
  if (hue === null || rng() < 0.5) {
    const gy = headY + headR * 0.05
    const gr = headR * 0.26
    const gs = `fill="none" stroke="${C.slate800}" stroke-width="${r1(s * 0.008)}"`
    body += `<circle cx="${r1(cx - headR * 0.36)}" cy="${r1(gy)}" r="${r1(gr)}" ${gs}/><circle cx="${r1(cx + headR * 0.36)}" cy="${r1(gy)}" r="${r1(gr)}" ${gs}/>`
    body += `<line x1="${r1(cx - headR * 0.1)}" y1="${r1(gy)}" x2="${r1(cx + headR * 0.1)}" y2="${r1(gy)}" stroke="${C.slate800}" stroke-width="${r1(s * 0.008)}"/>`
  }
  body += `<path d="M${r1(cx - headR * 0.25)} ${r1(headY + headR * 0.5)} q${r1(headR * 0.25)} ${r1(headR * 0.15)} ${r1(headR * 0.5)} 0" fill="none" stroke="#9a6b4f" stroke-width="${r1(s * 0.008)}" stroke-linecap="round"/>`
  return doc(w, h, linear(`${id}-bg`, bgStops), body)
}

// ------------------------------------------------------------ catalogue

interface Job {
  file: string
  w: number
  h: number
  motif: Motif
  variant?: string
}

const COVER = { w: 1200, h: 630 }
const PROJECT = { w: 1200, h: 750 }
const TALL = { w: 800, h: 1000 }
const INLINE = { w: 1200, h: 675 }
const AVATAR = { w: 256, h: 256 }

const jobs: Job[] = [
  // profile + author avatar
  { file: 'profile-light.webp', w: 640, h: 640, motif: portrait, variant: 'light' },
  { file: 'profile-dark.webp', w: 640, h: 640, motif: portrait, variant: 'dark' },
  { file: 'avatar.webp', ...AVATAR, motif: portrait, variant: 'light' },

  // home hero strip
  { file: 'strip-1.webp', ...TALL, motif: lake, variant: 'day' },
  { file: 'strip-2.webp', ...TALL, motif: code },
  { file: 'strip-3.webp', ...TALL, motif: glyph },
  { file: 'strip-4.webp', ...TALL, motif: stage },
  { file: 'strip-5.webp', ...TALL, motif: waves, variant: 'green' },

  // projects
  { file: 'projects/cjk-spacing.webp', ...PROJECT, motif: ruby },
  { file: 'projects/fontslice.webp', ...PROJECT, motif: slices },
  { file: 'projects/inkwell.webp', ...PROJECT, motif: page },
  { file: 'projects/tide-analytics.webp', ...PROJECT, motif: chart },
  { file: 'projects/oklch-palette.webp', ...PROJECT, motif: swatches },
  { file: 'projects/hanzi-grid.webp', ...PROJECT, motif: glyph },
  { file: 'projects/deckdown.webp', ...PROJECT, motif: stage },

  // article covers
  { file: 'blog/why-static-sites.webp', ...COVER, motif: page },
  { file: 'blog/chinese-typography-on-the-web.webp', ...COVER, motif: glyph },
  { file: 'blog/markdown-pipeline-with-unified.webp', ...COVER, motif: pipeline },
  { file: 'blog/self-hosted-analytics.webp', ...COVER, motif: chart },
  { file: 'blog/image-pipeline-with-sharp.webp', ...COVER, motif: frames },
  { file: 'blog/tooling-fatigue.webp', ...COVER, motif: drift },
  { file: 'blog/font-subsetting-with-rust.webp', ...COVER, motif: slices },
  { file: 'blog/speaking-checklist.webp', ...COVER, motif: checklist },

  // images inside articles
  { file: 'blog/inline/static-site-layers.webp', ...INLINE, motif: waves, variant: 'slate' },
  { file: 'blog/inline/typography-grid.webp', ...INLINE, motif: ruby },
  { file: 'blog/inline/unified-tree.webp', ...INLINE, motif: pipeline },
  { file: 'blog/inline/analytics-dashboard.webp', ...INLINE, motif: chart },
  { file: 'blog/inline/responsive-sizes.webp', ...INLINE, motif: frames },
  { file: 'blog/inline/subset-coverage.webp', ...INLINE, motif: rings },
  { file: 'blog/inline/desk-setup.webp', ...INLINE, motif: desk },

  // about page photos
  { file: 'about/west-lake.webp', ...TALL, motif: lake, variant: 'dusk' },
  { file: 'about/desk.webp', ...TALL, motif: desk },
  { file: 'about/stage.webp', ...TALL, motif: stage },
  { file: 'about/bookshelf.webp', ...TALL, motif: shelf },
  { file: 'about/sketch.webp', ...TALL, motif: glyph },

  // testimonial avatars
  { file: 'testimonials/chen-yu.webp', ...AVATAR, motif: portrait, variant: 'hue-185' },
  { file: 'testimonials/xu-jianing.webp', ...AVATAR, motif: portrait, variant: 'hue-155' },
  { file: 'testimonials/wang-yan.webp', ...AVATAR, motif: portrait, variant: 'hue-205' },
  { file: 'testimonials/emily-tan.webp', ...AVATAR, motif: portrait, variant: 'hue-215' },
]

// ---------------------------------------------------------- QR code svg

/** A QR-shaped pattern (finder squares, timing lines, seeded modules). Not a decodable code. */
function qrSvg(): string {
  const n = 29
  const rng = mulberry32(seedOf('official-account'))
  const grid: boolean[][] = Array.from({ length: n }, () =>
    Array.from({ length: n }, () => rng() < 0.5),
  )
  const reserved = (r: number, c: number) =>
    (r < 8 && c < 8) ||
    (r < 8 && c >= n - 8) ||
    (r >= n - 8 && c < 8) ||
    (r >= n - 9 && r <= n - 5 && c >= n - 9 && c <= n - 5)
  for (let i = 8; i < n - 8; i++) {
    grid[6]![i] = i % 2 === 0
    grid[i]![6] = i % 2 === 0
  }
  const unit = 10
  const quiet = 4
  const size = (n + quiet * 2) * unit
  let rects = ''
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (reserved(r, c) || !grid[r]![c]) continue
      rects += `<rect x="${(c + quiet) * unit}" y="${(r + quiet) * unit}" width="${unit}" height="${unit}"/>`
    }
  }
  const finder = (r: number, c: number, s: number) => {
    const x = (c + quiet) * unit
    const y = (r + quiet) * unit
    const o = s * unit
    return (
      `<rect x="${x}" y="${y}" width="${o}" height="${o}"/>` +
      `<rect x="${x + unit}" y="${y + unit}" width="${o - 2 * unit}" height="${o - 2 * unit}" fill="#ffffff"/>` +
      `<rect x="${x + 2 * unit}" y="${y + 2 * unit}" width="${o - 4 * unit}" height="${o - 4 * unit}"/>`
    )
  }
  const finders = finder(0, 0, 7) + finder(0, n - 7, 7) + finder(n - 7, 0, 7)
  const align = (() => {
    const x = (n - 9 + quiet) * unit
    const y = (n - 9 + quiet) * unit
    return `<rect x="${x}" y="${y}" width="${5 * unit}" height="${5 * unit}"/><rect x="${x + unit}" y="${y + unit}" width="${3 * unit}" height="${3 * unit}" fill="#ffffff"/><rect x="${x + 2 * unit}" y="${y + 2 * unit}" width="${unit}" height="${unit}"/>`
  })()
  const c = size / 2
  const logo = `<rect x="${c - 28}" y="${c - 28}" width="56" height="56" rx="12" fill="#ffffff"/><rect x="${c - 22}" y="${c - 22}" width="44" height="44" rx="10" fill="${C.teal700}"/><path d="M${c - 12} ${c + 4} L${c + 12} ${c + 4} L${c + 8} ${c + 11} L${c - 8} ${c + 11} Z M${c} ${c - 13} L${c} ${c + 4} L${c + 9} ${c + 4} Z" fill="#ffffff"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-label="WeChat official account QR code"><rect width="${size}" height="${size}" fill="#ffffff"/><g fill="${C.ink}" shape-rendering="crispEdges">${rects}${finders}${align}</g>${logo}</svg>\n`
}

// ----------------------------------------------------------------- main

async function main() {
  for (const job of jobs) {
    const id = job.file.replace(/[^a-z0-9]+/gi, '-')
    const svg = job.motif(
      { w: job.w, h: job.h, rng: mulberry32(seedOf(job.file)), id },
      job.variant,
    )
    const out = path.join(outDir, job.file)
    await mkdir(path.dirname(out), { recursive: true })
    const info = await sharp(Buffer.from(svg))
      .resize(job.w, job.h)
      .webp({ quality: 75, effort: 6 })
      .toFile(out)
    console.log(`${job.file.padEnd(48)} ${job.w}x${job.h}  ${(info.size / 1024).toFixed(1)} KB`)
  }
  await writeFile(path.join(outDir, 'official-account-qr.svg'), qrSvg())
  console.log('official-account-qr.svg')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
