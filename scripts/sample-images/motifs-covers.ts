/**
 * Motifs of the sample images (scripts/sample-images.ts). Covers for the articles whose figures
 * are screenshots or diagrams, drawn as moods so a cover never looks like the article's first
 * figure: a tide under a rising line, a lens aperture.
 */
import { C, between, doc, glow, linear, r1, wavePath, type Motif } from './kit.ts'

/** The moon over a tide, and a line rising across the night: counting readers, quietly. */
export const tide: Motif = (ctx) => {
  const { w, h, rng, id } = ctx
  const g = glow(ctx, [C.blue700, C.teal700])
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>${g.body}`
  for (let i = 0; i < 40; i++)
    body += `<circle cx="${r1(rng() * w)}" cy="${r1(rng() * h * 0.5)}" r="${r1(between(rng, 1, 2.6))}" fill="#ffffff" opacity="${r1(between(rng, 0.2, 0.7))}"/>`
  // a crescent moon: a disc with another cut out of it
  const mr = Math.min(w, h) * 0.08
  const mx = w * 0.82
  const my = h * 0.22
  const moon = `<mask id="${id}-moon"><rect width="${w}" height="${h}" fill="#fff"/><circle cx="${r1(mx - mr * 0.45)}" cy="${r1(my - mr * 0.25)}" r="${r1(mr * 0.9)}" fill="#000"/></mask>`
  body += `<circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(mr)}" fill="${C.amber100}" mask="url(#${id}-moon)"/>`
  // the line: readers over the weeks, rising with the tide
  const pts: string[] = []
  let v = 0.2
  for (let i = 0; i <= 16; i++) {
    v = Math.min(0.85, v + between(rng, -0.03, 0.08))
    pts.push(`${r1(w * (0.06 + i * 0.055))},${r1(h * (0.78 - v * 0.55))}`)
  }
  body += `<polyline points="${pts.join(' ')}" fill="none" stroke="${C.sky300}" stroke-width="10" opacity="0.25" stroke-linejoin="round" stroke-linecap="round"/>`
  body += `<polyline points="${pts.join(' ')}" fill="none" stroke="${C.sky300}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`
  pts.forEach((p, i) => {
    if (i % 4 !== 0 && i !== pts.length - 1) return
    const [x, y] = p.split(',')
    body += `<circle cx="${x}" cy="${y}" r="7" fill="${C.ink}" stroke="${C.sky300}" stroke-width="3"/>`
  })
  const tones = [C.blue900, C.blue700, C.teal700, C.teal500]
  tones.forEach((color, i) => {
    body += `<path d="${wavePath(w, h * (0.7 + i * 0.07), h * 0.025, 1.4 + i * 0.4, rng() * 6, h)}" fill="${color}" opacity="${r1(0.5 + i * 0.15)}"/>`
  })
  return doc(w, h, linear(`${id}-bg`, [C.ink, C.blue900], 0, 1) + g.defs + moon, body)
}

/** A lens aperture half open, its blades turning round the light: one image, many sizes. */
export const aperture: Motif = (ctx) => {
  const { w, h, id } = ctx
  const g = glow(ctx, [C.teal700, C.blue700, C.emerald800])
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>${g.body}`
  const cx = w * 0.5
  const cy = h * 0.5
  const R = Math.min(w, h) * 0.36
  const r = R * 0.38
  const n = 7
  const shades = [C.teal700, C.teal500, C.cyan600, C.blue700, C.teal900, C.blue500, C.emerald600]
  const at = (radius: number, angle: number) =>
    `${r1(cx + radius * Math.cos(angle))} ${r1(cy + radius * Math.sin(angle))}`
  body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(R * 1.12)}" fill="${C.ink}" stroke="${C.slate600}" stroke-width="${r1(R * 0.05)}"/>`
  body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(R * 1.22)}" fill="none" stroke="${C.slate700}" stroke-width="2" stroke-dasharray="3 9"/>`
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    const b = ((i + 1) / n) * Math.PI * 2
    // a blade: from one corner of the opening out to the rim, round it, and back to the next corner
    body += `<path d="M${at(r, a)} L${at(R, a + 1.05)} A${r1(R)} ${r1(R)} 0 0 1 ${at(R, b + 1.05)} L${at(r, b)} Z" fill="${shades[i]}" stroke="${C.ink}" stroke-width="3" stroke-linejoin="round"/>`
  }
  body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.9)}" fill="url(#${id}-light)"/>`
  const defs =
    linear(`${id}-bg`, [C.ink, C.slate800]) +
    g.defs +
    `<radialGradient id="${id}-light"><stop offset="0" stop-color="${C.amber100}" stop-opacity="0.9"/><stop offset="1" stop-color="${C.sky300}" stop-opacity="0"/></radialGradient>`
  return doc(w, h, defs, body)
}
