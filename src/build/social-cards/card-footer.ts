/** The card's footer: a logo mark with the site's initial, then `siteName · host`. */
import type { CardSpec } from './card-spec.ts'
import { el, palette, type CardNode } from './card-node.ts'

function logo(siteName: string): CardNode {
  const initial = [...siteName.trim()][0]?.toUpperCase() ?? ''
  return el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 48,
      height: 48,
      borderRadius: 12,
      backgroundImage: `linear-gradient(135deg, ${palette.green}, ${palette.darkGreen})`,
      color: palette.text,
      fontSize: 26,
      fontWeight: 700,
    },
    initial,
  )
}

/** The footer row, ruled off from the text above it. */
export function cardFooter(spec: Pick<CardSpec, 'siteName' | 'host'>): CardNode {
  return el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      paddingTop: 28,
      borderTop: '1px solid rgba(148, 163, 184, 0.18)',
      fontSize: 26,
    },
    [
      logo(spec.siteName),
      el('div', { marginLeft: 18, color: palette.text, fontWeight: 700 }, spec.siteName),
      el('div', { margin: '0 14px', color: palette.fainter }, '·'),
      el('div', { color: palette.faint }, spec.host),
    ],
  )
}
