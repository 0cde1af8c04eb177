/** The site's colours on a card: slate ground, green primary, blue secondary. */
export const palette = {
  ground: '#0f172a',
  green: '#16a34a',
  darkGreen: '#15803d',
  // green-400: green-600 is too dim for small text on navy.
  paleGreen: '#4ade80',
  blue: '#2563eb',
  text: '#ffffff',
  muted: '#cbd5e1',
  faint: '#94a3b8',
  fainter: '#64748b',
  rule: 'rgba(148, 163, 184, 0.18)',
}
