/** The card's footer: a logo mark with the site's initial, then `siteName · host`. */
import { container, text, type Node } from '@takumi-rs/helpers'
import { palette } from './card-palette.ts'
import type { CardSpec } from './card-spec.ts'

function logo(siteName: string): Node {
  const initial = [...siteName.trim()][0]?.toUpperCase() ?? ''
  return container({
    style: {
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
    children: [text(initial)],
  })
}

/** The footer row, ruled off from the text above it and held to the bottom of the card. */
export function cardFooter(spec: Pick<CardSpec, 'siteName' | 'host'>): Node {
  return container({
    style: {
      display: 'flex',
      alignItems: 'center',
      marginTop: 'auto',
      paddingTop: 28,
      borderTop: `1px solid ${palette.rule}`,
      fontSize: 26,
    },
    children: [
      logo(spec.siteName),
      text(spec.siteName, { marginLeft: 18, color: palette.text, fontWeight: 700 }),
      text('·', { margin: '0 14px', color: palette.fainter }),
      text(spec.host, { color: palette.faint }),
    ],
  })
}
