/** The sample official-account QR image (scripts/sample-images.ts). */
import { C, mulberry32, seedOf } from './kit.ts'

/** A QR-shaped pattern (finder squares, timing lines, seeded modules). Not a decodable code. */
export function qrSvg(): string {
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
