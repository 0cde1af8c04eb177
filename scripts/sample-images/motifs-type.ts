/**
 * Motifs of the sample images (scripts/sample-images.ts). Type, colour and images: a calligraphy
 * grid, photo frames, a sliced glyph, swatches and ruby text.
 */
import { C, between, doc, glow, linear, pick, r1, type Motif } from './kit.ts'

/** Chinese calligraphy practice grid (米字格) with abstract strokes. */
export const glyph: Motif = (ctx) => {
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
/** A fanned stack of photo frames, getting smaller: responsive images. */
export const frames: Motif = (ctx) => {
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
/** Lines of text blocks with small annotations above them: ruby / pinyin. */
export const ruby: Motif = (ctx) => {
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
