/**
 * The drawing kit of the sample images (scripts/sample-images.ts): the palette, a seeded random
 * source per image, and SVG helpers the motifs share (gradients, blurred glows, wave and ridge
 * paths, text in the Noto CJK faces of Debian's fonts-noto-cjk).
 */

export const C = {
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
  red600: '#dc2626',
  rose400: '#fb7185',
} as const

export type Rng = () => number

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function seedOf(name: string): number {
  let h = 2166136261
  for (const ch of name) {
    h ^= ch.codePointAt(0)!
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export const r1 = (n: number) => Math.round(n * 10) / 10
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!
export const between = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo)

export interface Ctx {
  w: number
  h: number
  rng: Rng
  id: string
  /**
   * Draw the dark-mode twin (`x.dark.webp`): the same picture, from the same seed, on a dark
   * ground. Only the motifs of light pictures read it.
   */
  dark: boolean
}

export function doc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`
}

export function linear(id: string, stops: string[], x2 = 1, y2 = 1): string {
  const s = stops
    .map(
      (c, i) =>
        `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(3)}" stop-color="${c}"/>`,
    )
    .join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`
}

export const softBlur = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`

/** A few blurred colour blobs: the shared backdrop of most illustrations. */
export function glow(ctx: Ctx, colors: string[], count = 3): { defs: string; body: string } {
  const { w, h, rng, id } = ctx
  const defs = softBlur(`${id}-blur`, Math.round(Math.min(w, h) / 7))
  let body = `<g filter="url(#${id}-blur)" opacity="0.75">`
  for (let i = 0; i < count; i++) {
    body += `<circle cx="${r1(between(rng, 0.1, 0.9) * w)}" cy="${r1(between(rng, 0.1, 0.9) * h)}" r="${r1(between(rng, 0.18, 0.32) * Math.max(w, h))}" fill="${colors[i % colors.length]}"/>`
  }
  body += '</g>'
  return { defs, body }
}

export function wavePath(
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

export function ridgePath(rng: Rng, w: number, baseY: number, amp: number, bottom: number): string {
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

export type Motif = (ctx: Ctx, variant?: string) => string

/** The faces text is set in: fonts-noto-cjk (`fc-list :lang=zh`), Latin included. */
export const FONT = {
  serif: 'Noto Serif CJK SC',
  sans: 'Noto Sans CJK SC',
  mono: 'Noto Sans Mono CJK SC',
} as const

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export interface TextStyle {
  size: number
  fill: string
  font?: keyof typeof FONT
  weight?: 400 | 700
  anchor?: 'start' | 'middle' | 'end'
  /** Extra SVG attributes: `opacity="0.5"`, `stroke="…"`. */
  extra?: string
}

/**
 * A line of text whose em box is centred on `cy` (Noto CJK: ascent 0.88 em, descent 0.12 em), so
 * a Chinese character sits in the middle of its cell.
 */
export function text(x: number, cy: number, content: string, style: TextStyle): string {
  const { size, fill, font = 'sans', weight = 400, anchor = 'start', extra = '' } = style
  return `<text x="${r1(x)}" y="${r1(cy + size * 0.38)}" font-family="${FONT[font]}" font-size="${r1(size)}" font-weight="${weight}" text-anchor="${anchor}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`
}
