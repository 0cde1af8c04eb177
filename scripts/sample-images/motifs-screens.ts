/**
 * Motifs of the sample images (scripts/sample-images.ts). Screens and diagrams: an editor, a
 * dashboard, a web page, a pipeline and a checklist.
 */
import { C, between, doc, glow, linear, pick, r1, type Motif } from './kit.ts'

/** An editor window with syntax-coloured lines. */
export const code: Motif = (ctx) => {
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
/** Analytics dashboard: bars, a trend line, a donut. */
export const chart: Motif = (ctx) => {
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
export const page: Motif = (ctx) => {
  const { w, h, rng, dark } = ctx
  const t = dark
    ? {
        ground: C.ink,
        glow: [C.teal900, C.blue900, C.emerald800],
        window: C.slate800,
        edge: C.slate700,
        bar: C.slate700,
        dots: C.slate600,
        title: C.slate100,
        text: C.slate600,
        card: C.slate700,
        cardText: C.slate400,
      }
    : {
        ground: C.paper,
        glow: [C.teal300, C.sky300, C.emerald200],
        window: '#ffffff',
        edge: C.slate200,
        bar: C.slate100,
        dots: C.slate300,
        title: C.ink,
        text: C.slate300,
        card: C.slate100,
        cardText: C.slate500,
      }
  const g = glow(ctx, t.glow)
  let body = `<rect width="${w}" height="${h}" fill="${t.ground}"/>${g.body}`
  const pad = Math.min(w, h) * 0.1
  const bw = w - pad * 2
  const bh = h - pad
  body += `<rect x="${r1(pad)}" y="${r1(pad)}" width="${r1(bw)}" height="${r1(bh + 20)}" rx="18" fill="${t.window}" stroke="${t.edge}" stroke-width="2"/>`
  body += `<rect x="${r1(pad + 100)}" y="${r1(pad + 14)}" width="${r1(bw * 0.4)}" height="20" rx="10" fill="${t.bar}"/>`
  for (let i = 0; i < 3; i++)
    body += `<circle cx="${r1(pad + 26 + i * 20)}" cy="${r1(pad + 24)}" r="6" fill="${t.dots}"/>`
  body += `<line x1="${r1(pad)}" y1="${r1(pad + 48)}" x2="${r1(pad + bw)}" y2="${r1(pad + 48)}" stroke="${t.edge}" stroke-width="2"/>`
  const inner = pad + bw * 0.08
  const iw = bw * 0.84
  let y = pad + 80
  body += `<rect x="${r1(inner)}" y="${r1(y)}" width="${r1(iw * 0.45)}" height="26" rx="6" fill="${t.title}"/>`
  y += 44
  for (let i = 0; i < 2; i++) {
    body += `<rect x="${r1(inner)}" y="${r1(y)}" width="${r1(iw * between(rng, 0.55, 0.8))}" height="12" rx="6" fill="${t.text}"/>`
    y += 24
  }
  y += 18
  const cols = 3
  const cw = (iw - 40) / cols
  const ch = Math.max(60, pad + bh - y - 10)
  const tints = [C.teal500, C.blue500, C.emerald400]
  for (let c = 0; c < cols; c++) {
    const x = inner + c * (cw + 20)
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(cw)}" height="${r1(ch)}" rx="14" fill="${t.card}"/>`
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(cw)}" height="${r1(ch * 0.45)}" rx="14" fill="${tints[c]}" opacity="${dark ? 0.6 : 0.75}"/>`
    body += `<rect x="${r1(x + 16)}" y="${r1(y + ch * 0.55)}" width="${r1(cw * 0.6)}" height="12" rx="6" fill="${t.cardText}"/>`
    body += `<rect x="${r1(x + 16)}" y="${r1(y + ch * 0.55 + 22)}" width="${r1(cw * 0.8)}" height="10" rx="5" fill="${t.text}"/>`
  }
  return doc(w, h, g.defs, body)
}
/** Nodes joined by curves: a processing pipeline. */
export const pipeline: Motif = (ctx) => {
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
/** A checklist card next to a microphone. */
export const checklist: Motif = (ctx) => {
  const { w, h, rng, dark } = ctx
  const t = dark
    ? {
        ground: C.ink,
        glow: [C.teal900, C.blue900],
        card: C.slate800,
        edge: C.slate700,
        box: C.slate800,
        boxEdge: C.slate500,
        done: C.slate500,
        todo: C.slate300,
        mic: C.slate600,
        grille: C.slate400,
        stand: C.teal500,
      }
    : {
        ground: C.paper,
        glow: [C.teal300, C.blue300],
        card: '#ffffff',
        edge: C.slate200,
        box: '#ffffff',
        boxEdge: C.slate300,
        done: C.slate300,
        todo: C.slate500,
        mic: C.slate800,
        grille: C.slate500,
        stand: C.teal700,
      }
  const g = glow(ctx, t.glow)
  let body = `<rect width="${w}" height="${h}" fill="${t.ground}"/>${g.body}`
  const cx = w * 0.1
  const cy = h * 0.12
  const cw = w * 0.5
  const chh = h * 0.76
  body += `<rect x="${r1(cx)}" y="${r1(cy)}" width="${r1(cw)}" height="${r1(chh)}" rx="22" fill="${t.card}" stroke="${t.edge}" stroke-width="2"/>`
  const rows = 6
  for (let i = 0; i < rows; i++) {
    const y = cy + 50 + i * ((chh - 80) / rows)
    const done = i < 4
    body += `<rect x="${r1(cx + 40)}" y="${r1(y)}" width="34" height="34" rx="8" fill="${done ? C.teal500 : t.box}" stroke="${done ? C.teal500 : t.boxEdge}" stroke-width="3"/>`
    if (done)
      body += `<path d="M${r1(cx + 48)} ${r1(y + 17)} l7 8 l13 -15" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
    body += `<rect x="${r1(cx + 96)}" y="${r1(y + 10)}" width="${r1((cw - 140) * between(rng, 0.5, 1))}" height="14" rx="7" fill="${done ? t.done : t.todo}"/>`
  }
  // microphone
  const mx = w * 0.78
  const my = h * 0.4
  const mr = Math.min(w, h) * 0.09
  body += `<rect x="${r1(mx - mr)}" y="${r1(my - mr * 1.6)}" width="${r1(mr * 2)}" height="${r1(mr * 3)}" rx="${r1(mr)}" fill="${t.mic}"/>`
  for (let i = 0; i < 4; i++) {
    body += `<line x1="${r1(mx - mr * 0.6)}" y1="${r1(my - mr * 0.9 + i * mr * 0.45)}" x2="${r1(mx + mr * 0.6)}" y2="${r1(my - mr * 0.9 + i * mr * 0.45)}" stroke="${t.grille}" stroke-width="3" stroke-linecap="round"/>`
  }
  body += `<path d="M${r1(mx - mr * 1.5)} ${r1(my + mr * 0.3)} a${r1(mr * 1.5)} ${r1(mr * 1.5)} 0 0 0 ${r1(mr * 3)} 0" fill="none" stroke="${t.stand}" stroke-width="8" stroke-linecap="round"/>`
  body += `<line x1="${r1(mx)}" y1="${r1(my + mr * 1.8)}" x2="${r1(mx)}" y2="${r1(my + mr * 3)}" stroke="${t.stand}" stroke-width="8"/>`
  body += `<rect x="${r1(mx - mr)}" y="${r1(my + mr * 3)}" width="${r1(mr * 2)}" height="10" rx="5" fill="${t.stand}"/>`
  return doc(w, h, g.defs, body)
}
