/**
 * Motifs of the sample images (scripts/sample-images.ts). Scenes for the covers of short notes: a
 * phone beside a browser window, a lightning talk's slide on a small stage.
 */
import { C, between, doc, glow, r1, text, type Motif } from './kit.ts'

/**
 * One article set twice: long lines in a browser window, and the same text reflowed into short
 * paragraphs on a phone in front of it, under a green bar (a WeChat article vs a web page).
 */
export const twoScreens: Motif = (ctx) => {
  const { w, h, rng, dark } = ctx
  const t = dark
    ? {
        ground: C.ink,
        glow: [C.teal900, C.emerald800, C.blue900],
        window: C.slate800,
        edge: C.slate700,
        bar: C.slate700,
        dots: C.slate600,
        title: C.slate100,
        text: C.slate600,
        bezel: C.slate600,
        screen: C.slate800,
        phoneText: C.slate500,
        link: C.sky300,
      }
    : {
        ground: C.paper,
        glow: [C.teal300, C.emerald200, C.sky300],
        window: '#ffffff',
        edge: C.slate200,
        bar: C.slate100,
        dots: C.slate300,
        title: C.ink,
        text: C.slate300,
        bezel: C.slate800,
        screen: '#ffffff',
        phoneText: C.slate400,
        link: C.blue500,
      }
  const g = glow(ctx, t.glow)
  let body = `<rect width="${w}" height="${h}" fill="${t.ground}"/>${g.body}`
  // the browser window, running off the bottom edge
  const bx = w * 0.07
  const by = h * 0.12
  const bw = w * 0.6
  body += `<rect x="${r1(bx)}" y="${r1(by)}" width="${r1(bw)}" height="${r1(h)}" rx="18" fill="${t.window}" stroke="${t.edge}" stroke-width="2"/>`
  for (let i = 0; i < 3; i++)
    body += `<circle cx="${r1(bx + 26 + i * 20)}" cy="${r1(by + 24)}" r="6" fill="${t.dots}"/>`
  body += `<rect x="${r1(bx + 100)}" y="${r1(by + 14)}" width="${r1(bw * 0.42)}" height="20" rx="10" fill="${t.bar}"/>`
  body += `<line x1="${r1(bx)}" y1="${r1(by + 48)}" x2="${r1(bx + bw)}" y2="${r1(by + 48)}" stroke="${t.edge}" stroke-width="2"/>`
  const inner = bx + bw * 0.09
  const measure = bw * 0.66
  let y = by + 84
  body += text(inner, y + 14, '网页排版', { size: 34, fill: t.title, font: 'serif', weight: 700 })
  y += 62
  // two long paragraphs: wide lines, generous leading
  for (let p = 0; p < 2; p++) {
    const lines = p === 0 ? 5 : 4
    for (let i = 0; i < lines; i++) {
      const last = i === lines - 1
      const len = last ? between(rng, 0.35, 0.6) : between(rng, 0.94, 1)
      body += `<rect x="${r1(inner)}" y="${r1(y)}" width="${r1(measure * len)}" height="11" rx="5.5" fill="${t.text}"/>`
      y += 27
    }
    y += 20
  }
  // the phone, in front of the window's right edge
  const pw = h * 0.44
  const ph = h * 0.86
  const px = w * 0.6
  const py = h * 0.08
  const s = 12
  body += `<rect x="${r1(px)}" y="${r1(py)}" width="${r1(pw)}" height="${r1(ph)}" rx="38" fill="${t.bezel}"/>`
  body += `<rect x="${r1(px + s)}" y="${r1(py + s)}" width="${r1(pw - s * 2)}" height="${r1(ph - s * 2)}" rx="28" fill="${t.screen}"/>`
  body += `<rect x="${r1(px + pw / 2 - 30)}" y="${r1(py + s + 10)}" width="60" height="12" rx="6" fill="${t.bezel}"/>`
  // the account's green title bar, with a back chevron
  const sx = px + s
  const sw = pw - s * 2
  const barY = py + s + 34
  body += `<rect x="${r1(sx)}" y="${r1(barY)}" width="${r1(sw)}" height="40" fill="${dark ? C.emerald800 : C.emerald600}"/>`
  body += `<path d="M${r1(sx + 24)} ${r1(barY + 12)} l-8 8 l8 8" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`
  body += `<rect x="${r1(sx + sw / 2 - 36)}" y="${r1(barY + 15)}" width="72" height="10" rx="5" fill="#ffffff" opacity="0.85"/>`
  const pin = sx + 22
  const pm = sw - 44
  let py2 = barY + 62
  body += text(pin, py2 + 10, '公众号排版', { size: 22, fill: t.title, font: 'serif', weight: 700 })
  py2 += 36
  body += `<rect x="${r1(pin)}" y="${r1(py2)}" width="${r1(pm)}" height="${r1(sw * 0.42)}" rx="10" fill="${dark ? C.teal700 : C.teal300}" opacity="${dark ? 0.7 : 0.8}"/>`
  py2 += sw * 0.42 + 20
  // the same text in short paragraphs: narrow lines, a blank line between them
  const paras = [3, 4, 2]
  paras.forEach((lines, p) => {
    for (let i = 0; i < lines && py2 < py + ph - s - 24; i++) {
      const last = i === lines - 1
      const len = last ? between(rng, 0.4, 0.7) : 1
      const fill = p === 1 && i === 1 ? t.link : t.phoneText
      body += `<rect x="${r1(pin)}" y="${r1(py2)}" width="${r1(pm * len)}" height="8" rx="4" fill="${fill}"/>`
      py2 += 18
    }
    py2 += 14
  })
  return doc(w, h, g.defs, body)
}

/**
 * A lightning talk: a slide of four large characters on a small stage, the font's other glyphs
 * faint behind them, a bolt and a five-minute timer in the corner, the speaker beside it.
 */
export const lightning: Motif = (ctx) => {
  const { w, h, rng, id, dark } = ctx
  const t = dark
    ? {
        wall: [C.ink, C.slate800],
        glow: [C.teal900, C.blue900],
        slide: C.slate800,
        edge: C.slate700,
        faint: C.slate700,
        kept: C.teal500,
        glyph: C.teal300,
        floor: C.slate800,
        rim: C.teal700,
        speaker: C.slate600,
        lectern: C.teal700,
        lecternTop: C.teal500,
        mic: C.slate400,
        timer: C.slate700,
      }
    : {
        wall: [C.paper, C.teal100],
        glow: [C.teal300, C.sky300],
        slide: '#ffffff',
        edge: C.slate200,
        faint: C.slate300,
        kept: C.teal500,
        glyph: C.teal700,
        floor: C.slate200,
        rim: C.teal300,
        speaker: C.slate700,
        lectern: C.teal700,
        lecternTop: C.teal900,
        mic: C.slate500,
        timer: C.slate100,
      }
  const g = glow(ctx, t.glow, 2)
  let body = `<rect width="${w}" height="${h}" fill="url(#${id}-wall)"/>${g.body}`
  // the slide
  const sw = w * 0.6
  const sh = sw * 0.5625
  const sx = w * 0.08
  const sy = h * 0.1
  body += `<rect x="${r1(sx)}" y="${r1(sy)}" width="${r1(sw)}" height="${r1(sh)}" rx="14" fill="${t.slide}" stroke="${t.edge}" stroke-width="2"/>`
  // the rest of the font, small and faint; here and there a glyph the page uses
  const pool =
    '的一是不了人我在有他这中大来上个们到说国和地也子时道出而要于就下得可你年生自会那后能对着事其里所去行过家十用发天如然作方成者多日都三小军二无同么经法当起与好看学进种将还分此心前面又定见只主没公从'
  const cell = 26
  const cols = Math.floor((sw - 56) / cell)
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < cols; c++) {
      const ch = pool[Math.floor(rng() * pool.length)]!
      const cx = sx + 28 + c * cell + cell / 2
      const cy = sy + sh - 30 - (2 - r) * cell
      const kept = rng() < 0.12
      body += text(cx, cy, ch, { size: 17, fill: kept ? t.kept : t.faint, anchor: 'middle' })
    }
  }
  // the subset the page needs: four large characters
  const big = '字体子集'
  const gs = sh * 0.33
  const gx = sx + (sw - gs * 4.4) / 2 + gs / 2
  ;[...big].forEach((ch, i) => {
    body += text(gx + i * gs * 1.13, sy + sh * 0.42, ch, {
      size: gs,
      fill: t.glyph,
      font: 'serif',
      weight: 700,
      anchor: 'middle',
    })
  })
  // the timer and its bolt, top right of the slide
  const tx = sx + sw - 122
  const ty = sy + 18
  body += `<rect x="${r1(tx)}" y="${r1(ty)}" width="104" height="36" rx="18" fill="${t.timer}"/>`
  body += `<path d="M${r1(tx + 26)} ${r1(ty + 6)} l-9 14 h8 l-4 11 l12 -16 h-8 l5 -9 Z" fill="${C.amber300}"/>`
  body += text(tx + 44, ty + 18, '5:00', {
    size: 18,
    fill: dark ? C.slate300 : C.slate600,
    font: 'mono',
  })
  // the stage: a low platform across the bottom, lit on its edge
  const fy = h * 0.86
  body += `<rect y="${r1(fy)}" width="${w}" height="${r1(h - fy)}" fill="${t.floor}"/>`
  body += `<rect y="${r1(fy)}" width="${w}" height="5" fill="${t.rim}"/>`
  // the speaker behind a small lectern with its microphone; in the dark, under a spotlight
  const spx = w * 0.84
  const hr = Math.min(w, h) * 0.05
  if (dark) {
    body += `<path d="M${r1(spx - 10)} 0 L${r1(spx + 10)} 0 L${r1(spx + w * 0.12)} ${r1(fy)} L${r1(spx - w * 0.12)} ${r1(fy)} Z" fill="url(#${id}-cone)"/>`
    body += `<ellipse cx="${r1(spx)}" cy="${r1(fy)}" rx="${r1(w * 0.12)}" ry="14" fill="${C.amber100}" opacity="0.12"/>`
  }
  body += `<circle cx="${r1(spx)}" cy="${r1(fy - hr * 6.4)}" r="${r1(hr)}" fill="${t.speaker}"/>`
  body += `<path d="M${r1(spx - hr * 1.7)} ${r1(fy)} L${r1(spx - hr * 1.4)} ${r1(fy - hr * 4.8)} Q${r1(spx)} ${r1(fy - hr * 5.6)} ${r1(spx + hr * 1.4)} ${r1(fy - hr * 4.8)} L${r1(spx + hr * 1.7)} ${r1(fy)} Z" fill="${t.speaker}"/>`
  const lx = spx - hr * 1.1
  const top = fy - hr * 3.4
  body += `<path d="M${r1(lx - hr * 0.4)} ${r1(top)} q${r1(-hr * 0.2)} ${r1(-hr * 1.3)} ${r1(hr * 0.7)} ${r1(-hr * 1.9)}" fill="none" stroke="${t.mic}" stroke-width="4" stroke-linecap="round"/>`
  body += `<path d="M${r1(lx - hr * 1.2)} ${r1(fy)} L${r1(lx - hr * 1.5)} ${r1(top)} L${r1(lx + hr * 1.5)} ${r1(top)} L${r1(lx + hr * 1.2)} ${r1(fy)} Z" fill="${t.lectern}"/>`
  body += `<path d="M${r1(lx - hr * 1.8)} ${r1(top + hr * 0.2)} L${r1(lx - hr * 1.5)} ${r1(top - hr * 0.45)} L${r1(lx + hr * 1.5)} ${r1(top - hr * 0.45)} L${r1(lx + hr * 1.8)} ${r1(top + hr * 0.2)} Z" fill="${t.lecternTop}"/>`
  const cone = `<linearGradient id="${id}-cone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.amber100}" stop-opacity="0.22"/><stop offset="1" stop-color="${C.amber100}" stop-opacity="0.03"/></linearGradient>`
  const wall = `<linearGradient id="${id}-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.wall[0]}"/><stop offset="1" stop-color="${t.wall[1]}"/></linearGradient>`
  return doc(w, h, wall + cone + g.defs, body)
}
