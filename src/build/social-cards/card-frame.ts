/** The box both layers of a card are laid out in, so the text and the footer line up. */
import { cardFontFamily } from './card-font-fs.ts'
import { palette, type CardNode } from './card-node.ts'
import { cardHeight, cardWidth } from './card-size.ts'

/** The whole card, padded, as a flex column; `style` adds to the frame's own style. */
export function cardFrame(
  lang: string,
  style: Record<string, string | number>,
  children: CardNode[],
): CardNode {
  return {
    type: 'div',
    props: {
      lang,
      style: {
        display: 'flex',
        flexDirection: 'column',
        // satori sizes boxes like CSS (content-box): without this the padding pushes the footer
        // off the bottom.
        boxSizing: 'border-box',
        width: cardWidth,
        height: cardHeight,
        padding: '64px 80px 56px 92px',
        color: palette.text,
        fontFamily: cardFontFamily,
        fontWeight: 400,
        ...style,
      },
      children,
    },
  }
}
