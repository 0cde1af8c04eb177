/**
 * The part of a card that is the same on every card of a site and language: navy ground, a soft
 * green glow, a green-to-blue bar down the left edge, and the footer with the site's name. It is
 * drawn once per build and each card's own text is laid over it: the two radial gradients cost
 * more to rasterise than all the text, and the footer about a third of the layout.
 */
import { cardFooter } from './card-footer.ts'
import { cardFrame } from './card-frame.ts'
import { el, palette, type CardNode } from './card-node.ts'
import type { CardSpec } from './card-spec.ts'

/** What of a spec the backdrop shows; cards that agree on these share one backdrop. */
export type BackdropSpec = Pick<CardSpec, 'siteName' | 'host' | 'lang'>

// A soft green glow top right and a faint blue one bottom left, instead of a flat fill.
const glow = [
  'radial-gradient(circle at 100% 0%, rgba(22, 163, 74, 0.28), transparent 55%)',
  'radial-gradient(circle at 0% 100%, rgba(37, 99, 235, 0.16), transparent 50%)',
].join(', ')

/** The element tree of the backdrop; the footer sits at the bottom, where the card puts it. */
export function cardBackdropTree(spec: BackdropSpec): CardNode {
  return cardFrame(
    spec.lang,
    { justifyContent: 'flex-end', backgroundColor: palette.ground, backgroundImage: glow },
    [
      el('div', {
        position: 'absolute',
        left: 0,
        top: 0,
        bottom: 0,
        width: 12,
        backgroundImage: `linear-gradient(180deg, ${palette.green}, ${palette.blue})`,
      }),
      cardFooter(spec),
    ],
  )
}
