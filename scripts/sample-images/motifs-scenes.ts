/**
 * Motifs of the sample images (scripts/sample-images.ts). Scenes and moods: a lake at dawn, waves,
 * rings, a quiet field, a stage, a desk, shelves and a portrait.
 */
import {
  C,
  between,
  doc,
  glow,
  linear,
  mulberry32,
  pick,
  r1,
  ridgePath,
  wavePath,
  type Motif,
} from './kit.ts'

/** Layered hills over a lake, a pale sun: West Lake at dawn (the dark twin: by moonlight). */
export const lake: Motif = (ctx, variant = 'day') => {
  const { w, h, rng, id } = ctx
  const dusk = variant === 'dusk'
  const night = !dusk && ctx.dark
  const sky = dusk
    ? [C.blue900, C.cyan600, C.amber100]
    : night
      ? [C.ink, C.blue900, C.teal900]
      : [C.sky100, C.teal100, C.paper]
  const ridges = dusk
    ? [C.slate600, C.slate700, C.slate800, C.ink]
    : night
      ? [C.teal900, C.slate700, C.slate800, C.ink]
      : [C.teal300, C.teal500, C.teal700, C.teal900]
  const horizon = h * 0.66
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-sky)"/>`
  body += `<circle cx="${r1(w * between(rng, 0.55, 0.8))}" cy="${r1(h * 0.3)}" r="${r1(Math.min(w, h) * (night ? 0.06 : 0.09))}" fill="${dusk ? C.amber300 : night ? C.amber100 : '#ffffff'}" opacity="0.9"/>`
  ridges.forEach((color, i) => {
    const base = horizon - (ridges.length - 1 - i) * h * 0.045
    body += `<path d="${ridgePath(rng, w, base, h * (0.2 - i * 0.035), horizon + 1)}" fill="${color}" opacity="${0.55 + i * 0.15}"/>`
  })
  body += `<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="url(#${id}-water)"/>`
  for (let i = 0; i < 14; i++) {
    const y = horizon + between(rng, 0.04, 0.95) * (h - horizon)
    const x = between(rng, 0, 0.8) * w
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(between(rng, 0.05, 0.2) * w)}" height="${r1(Math.max(2, h * 0.004))}" rx="2" fill="#ffffff" opacity="${r1(between(rng, 0.15, 0.4) * (night ? 0.6 : 1))}"/>`
  }
  // a small boat: the "zhou" in Lin Zhou
  const bx = w * between(rng, 0.2, 0.4)
  const by = horizon + (h - horizon) * 0.35
  const s = Math.min(w, h) * 0.05
  body += `<path d="M${r1(bx - s)} ${r1(by)} L${r1(bx + s)} ${r1(by)} L${r1(bx + s * 0.7)} ${r1(by + s * 0.3)} L${r1(bx - s * 0.7)} ${r1(by + s * 0.3)} Z" fill="${dusk || night ? C.ink : C.slate700}"/>`
  body += `<path d="M${r1(bx)} ${r1(by - s * 1.2)} L${r1(bx)} ${r1(by)} L${r1(bx + s * 0.7)} ${r1(by)} Z" fill="${dusk || night ? C.slate300 : '#ffffff'}" opacity="0.9"/>`
  const defs =
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">${sky.map((c, i) => `<stop offset="${i / (sky.length - 1)}" stop-color="${c}"/>`).join('')}</linearGradient>` +
    `<linearGradient id="${id}-water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dusk ? C.slate700 : night ? C.teal900 : C.teal500}"/><stop offset="1" stop-color="${dusk || night ? C.ink : C.blue700}"/></linearGradient>`
  return doc(w, h, defs, body)
}
/** Soft layered waves; on the dark twin the nearest is the lightest, as if moonlit. */
export const waves: Motif = (ctx, variant = 'cool') => {
  const { w, h, rng, id, dark } = ctx
  const sets: Record<string, string[]> = dark
    ? {
        cool: [C.blue900, C.blue700, C.blue500, C.sky300],
        green: [C.teal900, C.teal700, C.emerald600, C.emerald400],
        slate: [C.slate800, C.slate700, C.slate600, C.slate500],
      }
    : {
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
  return doc(
    w,
    h,
    linear(`${id}-bg`, dark ? [C.ink, C.slate800] : [C.paper, colors[0]!], 0, 1),
    body,
  )
}
/** Concentric rings over a dot grid. */
export const rings: Motif = (ctx) => {
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
/** A calm field with a few scattered shapes drifting away: a quiet essay. */
export const drift: Motif = (ctx) => {
  const { w, h, rng, id, dark } = ctx
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
  body += `<path d="M${r1(px - 34)} ${r1(py)} L${r1(px + 34)} ${r1(py)} L${r1(px + 26)} ${r1(py + 60)} L${r1(px - 26)} ${r1(py + 60)} Z" fill="${dark ? C.slate500 : C.slate600}"/>`
  body += `<path d="M${r1(px)} ${r1(py)} C${r1(px)} ${r1(py - 60)} ${r1(px - 10)} ${r1(py - 90)} ${r1(px - 6)} ${r1(py - 130)}" fill="none" stroke="${dark ? C.emerald400 : C.emerald800}" stroke-width="5"/>`
  for (let i = 0; i < 4; i++) {
    const ly = py - 30 - i * 26
    const dir = i % 2 ? 1 : -1
    body += `<path d="M${r1(px - 3)} ${r1(ly)} q${r1(dir * 30)} -30 ${r1(dir * 60)} -10 q${r1(-dir * 30)} 20 ${r1(-dir * 60)} 10 Z" fill="${C.emerald600}"/>`
  }
  return doc(
    w,
    h,
    linear(`${id}-bg`, dark ? [C.ink, C.teal900] : [C.paper, C.teal100], 1, 0.4),
    body,
  )
}
/** Slides on a projector screen with a spotlight. */
export const stage: Motif = (ctx) => {
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
export const desk: Motif = (ctx) => {
  const { w, h, id, dark } = ctx
  const t = dark
    ? {
        wall: [C.slate800, C.ink],
        desk: [C.slate700, C.slate800],
        sky: C.blue900,
        frame: C.slate600,
        hills: C.teal900,
        mug: C.teal500,
        steam: C.slate400,
        notebook: C.slate300,
      }
    : {
        wall: [C.teal100, C.slate100],
        desk: [C.slate300, C.slate400],
        sky: C.sky100,
        frame: '#ffffff',
        hills: C.teal500,
        mug: C.teal700,
        steam: '#ffffff',
        notebook: C.paper,
      }
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-wall)"/>`
  const top = h * 0.62
  body += `<rect y="${r1(top)}" width="${w}" height="${r1(h - top)}" fill="url(#${id}-desk)"/>`
  // window light
  body += `<rect x="${r1(w * 0.08)}" y="${r1(h * 0.08)}" width="${r1(w * 0.36)}" height="${r1(h * 0.32)}" rx="6" fill="${t.sky}" stroke="${t.frame}" stroke-width="10"/>`
  if (dark)
    body += `<circle cx="${r1(w * 0.36)}" cy="${r1(h * 0.16)}" r="${r1(Math.min(w, h) * 0.03)}" fill="${C.amber100}" opacity="0.9"/>`
  body += `<line x1="${r1(w * 0.26)}" y1="${r1(h * 0.08)}" x2="${r1(w * 0.26)}" y2="${r1(h * 0.4)}" stroke="${t.frame}" stroke-width="8"/>`
  body += `<path d="${ridgePath(mulberry32(7), w * 0.36, h * 0.36, h * 0.1, h * 0.4)}" transform="translate(${r1(w * 0.08)} 0)" fill="${t.hills}" opacity="0.6"/>`
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
  body += `<rect x="${r1(mx)}" y="${r1(top - mw * 1.1)}" width="${r1(mw)}" height="${r1(mw * 1.2)}" rx="8" fill="${t.mug}"/>`
  body += `<path d="M${r1(mx + mw)} ${r1(top - mw * 0.8)} a${r1(mw * 0.3)} ${r1(mw * 0.3)} 0 0 1 0 ${r1(mw * 0.6)}" fill="none" stroke="${t.mug}" stroke-width="8"/>`
  for (let i = 0; i < 2; i++) {
    const sx = mx + mw * (0.35 + i * 0.3)
    body += `<path d="M${r1(sx)} ${r1(top - mw * 1.25)} q-10 -20 0 -40 q10 -20 0 -40" fill="none" stroke="${t.steam}" stroke-width="4" opacity="0.7" stroke-linecap="round"/>`
  }
  // notebook
  body += `<rect x="${r1(w * 0.06)}" y="${r1(top + (h - top) * 0.3)}" width="${r1(w * 0.3)}" height="${r1((h - top) * 0.45)}" rx="6" fill="${t.notebook}" transform="rotate(-6 ${r1(w * 0.2)} ${r1(top + (h - top) * 0.5)})"/>`
  const defs = linear(`${id}-wall`, t.wall, 0, 1) + linear(`${id}-desk`, t.desk, 0, 1)
  return doc(w, h, defs, body)
}
/** Bookshelves. */
export const shelf: Motif = (ctx) => {
  const { w, h, rng, id, dark } = ctx
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
    dark ? C.slate400 : C.slate300,
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
    body += `<rect x="0" y="${r1(base)}" width="${w}" height="16" fill="${dark ? C.slate600 : C.slate700}"/>`
  }
  const ground = dark ? [C.slate800, C.ink] : [C.slate200, C.slate300]
  return doc(w, h, linear(`${id}-bg`, ground, 0, 1), body)
}
/** An abstract portrait: head and shoulders on a soft gradient. */
export const portrait: Motif = (ctx, variant = 'light') => {
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
