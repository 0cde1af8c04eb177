/** The box both layers of a card are laid out in, so the text and the footer line up. */
import { cardFontFamily } from './card-font-fs.ts'
import { palette, type CardNode } from './card-node.ts'
import { cardHeight, cardWidth } from './card-size.ts'

/** The frame's padding in pixels: where the text column starts and how wide it is. */
export const framePadding = { top: 64, right: 80, bottom: 56, left: 92 }

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
        padding: `${framePadding.top}px ${framePadding.right}px ${framePadding.bottom}px ${framePadding.left}px`,
        color: palette.text,
        fontFamily: cardFontFamily,
        fontWeight: 400,
        ...style,
      },
      children,
    },
  }
}
