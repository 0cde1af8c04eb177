/**
 * Renders a compiled body (hast) as React with rehype-react, mapping the custom elements of the
 * markdown pipeline to components, so tabs, code groups and copy buttons are live after hydration.
 */
import type { Root } from 'hast'
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import rehypeReact, { type Components } from 'rehype-react'
import { unified } from 'unified'
import { bodyImageProperties, type ImageMeta } from '../../shared/image-meta'
import type { Body } from '../../shared/schema'
import { srcsetWithBase, withBase } from '../addresses/base-path'
import { withDarkTwin } from '../components/dark-twin'
import { SmartLink } from '../components/smart-link'
import { Callout } from './callout'
import { CodeBlock } from './code-block'
import { Diagram } from './lazy-diagram'
import { KatexStylesheet } from './katex-stylesheet'
import { scrollEdges } from './scroll-edges'
import {
  Accordion,
  AccordionItem,
  Badge,
  Card,
  CardGroup,
  Details,
  InlineIcon,
  Steps,
  Summary,
} from './simple'
import { TabSet } from './lazy-tab-set'

type Props = Record<string, unknown> & { children?: ReactNode }

/** The body's image metadata (`bodyImageMeta`), for its `<img>` elements. */
const BodyImages = createContext<Record<string, ImageMeta> | undefined>(undefined)

/**
 * A body image with its size, lazy loading and variants from the build (`bodyImageProperties`).
 * Content names images from the site root; a site built for a sub-path serves them under it.
 * With a dark-mode twin (`x.dark.webp` beside it) it is both, and CSS shows the one for the colour
 * mode, as ResponsiveImage does; prose.css dims, in dark mode, an image that has none.
 */
function BodyImage({ src, srcSet, ...rest }: Props & { src?: string; srcSet?: string }) {
  const meta = useContext(BodyImages)?.[src ?? '']
  return withDarkTwin(meta, rest.className as string | undefined, (image, twin) => {
    const { srcSet: variants, ...sized } = image ? bodyImageProperties(image) : {}
    const set = (variants as string | undefined) ?? srcSet
    const path = image?.src ?? src
    return (
      <img
        src={path && withBase(path)}
        srcSet={set && srcsetWithBase(set)}
        {...(rest as object)}
        {...sized}
        {...twin}
      />
    )
  })
}
const prop = (child: ReactElement, name: string) =>
  String((child.props as Record<string, unknown>)[name] ?? '')

const components = {
  callout: Callout,
  'code-group': ({ children }: Props) => (
    <TabSet
      className="code-group"
      labelOf={(c) => prop(c, 'data-label') || prop(c, 'data-language')}
    >
      {children}
    </TabSet>
  ),
  tabs: ({ children }: Props) => <TabSet labelOf={(c) => prop(c, 'label')}>{children}</TabSet>,
  tab: ({ children }: Props) => <div className="prose-inner">{children}</div>,
  card: Card,
  'card-group': CardGroup,
  steps: Steps,
  accordion: Accordion,
  'accordion-item': AccordionItem,
  details: Details,
  summary: Summary,
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
  // A wide table scrolls sideways, its edge fading where there is more; like Shiki's `pre`, its
  // box takes focus so the keyboard can scroll it too.
  table: ({ children }: Props) => (
    <div ref={scrollEdges} className="table-wrap keyboard-ring rounded" tabIndex={0}>
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
