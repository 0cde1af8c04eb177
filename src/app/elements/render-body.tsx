/**
 * Renders a compiled body (hast) as React with rehype-react, mapping the custom elements of the
 * markdown pipeline to components, so tabs, code groups and copy buttons are live after hydration.
 */
import type { Root } from 'hast'
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import rehypeReact, { type Components } from 'rehype-react'
import { unified } from 'unified'
import { bodyImageProperties, type ImageMeta } from '../../content/image-meta'
import type { Body } from '../../content/schema'
import { srcsetWithBase, withBase } from '../base-path'
import { SmartLink } from '../components/smart-link'
import { Callout } from './callout'
import { CodeBlock } from './code-block'
import { Diagram } from './lazy-diagram'
import { KatexStylesheet } from './katex-stylesheet'
import { Accordion, AccordionItem, Badge, Card, CardGroup, InlineIcon, Steps } from './simple'
import { TabSet } from './lazy-tab-set'

type Props = Record<string, unknown> & { children?: ReactNode }

/** The body's image metadata (`bodyImageMeta`), for its `<img>` elements. */
const BodyImages = createContext<Record<string, ImageMeta> | undefined>(undefined)

/**
 * A body image with its size, lazy loading and variants from the build (`bodyImageProperties`).
 * Content names images from the site root; a site built for a sub-path serves them under it.
 */
function BodyImage({ src, srcSet, ...rest }: Props & { src?: string; srcSet?: string }) {
  const meta = useContext(BodyImages)?.[src ?? '']
  const { srcSet: variants, ...sized } = meta ? bodyImageProperties(meta) : {}
  const set = (variants as string | undefined) ?? srcSet
  return (
    <img
      src={src && withBase(src)}
      srcSet={set && srcsetWithBase(set)}
      {...(rest as object)}
      {...sized}
    />
  )
}
const prop = (child: ReactElement, name: string) =>
  String((child.props as Record<string, unknown>)[name] ?? '')

const blockTags = new Set(['p', 'ul', 'ol', 'div', 'pre', 'blockquote', 'table'])

/**
 * remark-gfm renders a task as a bare disabled checkbox before its text, so screen readers meet
 * an unnamed checkbox (and axe reports a form element without a label). Wrapping the checkbox and
 * the inline text after it in a label names it by that text and keeps its checked state; a nested
 * list stays outside. In a loose list the checkbox is inside the item's first paragraph.
 */
function labelTask(children: ReactNode): ReactNode {
  const nodes = Children.toArray(children)
  const start = nodes.findIndex((node) => isValidElement(node) && node.type === 'input')
  if (start === -1) {
    const first = nodes.findIndex(isValidElement)
    const paragraph = nodes[first]
    if (isValidElement<{ children?: ReactNode }>(paragraph) && paragraph.type === 'p')
      nodes[first] = cloneElement(paragraph, undefined, labelTask(paragraph.props.children))
    return nodes
  }
  const blockAt = nodes.findIndex(
    (node, i) =>
      i > start &&
      isValidElement(node) &&
      typeof node.type === 'string' &&
      blockTags.has(node.type),
  )
  const end = blockAt === -1 ? nodes.length : blockAt
  return [
    ...nodes.slice(0, start),
    <label key="task">{nodes.slice(start, end)}</label>,
    ...nodes.slice(end),
  ]
}

const components = {
  li: ({ children, ...rest }: Props & { className?: string }) => (
    <li {...rest}>
      {rest.className?.split(' ').includes('task-list-item') ? labelTask(children) : children}
    </li>
  ),
  callout: Callout,
  'code-group': ({ children }: Props) => (
    <TabSet labelOf={(c) => prop(c, 'data-label') || prop(c, 'data-language')}>{children}</TabSet>
  ),
  tabs: ({ children }: Props) => <TabSet labelOf={(c) => prop(c, 'label')}>{children}</TabSet>,
  tab: ({ children }: Props) => <div className="prose-inner">{children}</div>,
  card: Card,
  'card-group': CardGroup,
  steps: Steps,
  accordion: Accordion,
  'accordion-item': AccordionItem,
  badge: Badge,
  icon: InlineIcon,
  pre: CodeBlock,
  diagram: Diagram,
  a: ({ href = '', children, ...rest }: Props & { href?: string }) => (
    <SmartLink to={href} {...(rest as object)}>
      {children}
    </SmartLink>
  ),
  img: BodyImage,
  // A wide table scrolls sideways; like Shiki's `pre`, its box takes focus so the keyboard can too.
  table: ({ children }: Props) => (
    <div className="table-wrap focus-ring rounded" tabIndex={0}>
      <table>{children}</table>
    </div>
  ),
} as unknown as Partial<Components>

// The bodies are hast already: the processor only compiles, so it has no parser.
const processor = unified().use(rehypeReact, { Fragment, jsx, jsxs, components })

/**
 * @param images the page's `bodyImageMeta`.
 * @param math the page's `math`: the body has formulas, which need KaTeX's stylesheet.
 */
export function RenderBody({
  body,
  images,
  math,
}: {
  body: Body
  images?: Record<string, ImageMeta>
  math?: boolean
}) {
  const tree = useMemo(() => processor.stringify(body as Root), [body])
  return (
    <BodyImages.Provider value={images}>
      {math && <KatexStylesheet />}
      {tree}
    </BodyImages.Provider>
  )
}
