/** The plain `{ type, props }` elements satori reads in place of JSX, and the card's palette. */
import type { CardFontWeight, CardText } from './card-font-fs.ts'

/** A satori element: an HTML tag name, a style, and children that are elements or text. */
export interface CardNode {
  type: string
  props: {
    style?: Record<string, string | number>
    lang?: string
    children?: Array<CardNode | string> | CardNode | string
  }
}

/** The site's colours: slate ground, green primary, blue secondary. */
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
}

/** An element with a style and children. */
export const el = (
  type: string,
  style: Record<string, string | number>,
  children?: CardNode['props']['children'],
): CardNode => ({ type, props: { style, children } })

/**
 * Every string in a tree with the weight it is drawn at, so the font loader picks exactly the
 * chunks the tree needs. `…` rides along because `lineClamp` may add it.
 */
export function cardTexts(node: CardNode | string, weight: CardFontWeight = 400): CardText[] {
  if (typeof node === 'string') return [{ text: `${node}…`, weight }]
  const own = node.props.style?.fontWeight
  const next = own === 700 || own === 400 ? own : weight
  const children = node.props.children
  const list = children === undefined ? [] : Array.isArray(children) ? children : [children]
  return list.flatMap((child) => cardTexts(child, next))
}
