/**
 * Renders a compiled body (hast) as React, mapping the custom elements of the markdown pipeline
 * to components, so tabs, code groups and copy buttons are live after hydration.
 */
import type { Root } from 'hast'
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime'
import type { ReactElement, ReactNode } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import type { Body } from '../../content/schema'
import { SmartLink } from '../components/smart-link'
import { Callout } from './callout'
import { CodeBlock } from './code-block'
import { Accordion, AccordionItem, Badge, Card, CardGroup, InlineIcon, Steps } from './simple'
import { TabSet } from './tab-set'

type Props = Record<string, unknown> & { children?: ReactNode }
const prop = (child: ReactElement, name: string) =>
  String((child.props as Record<string, unknown>)[name] ?? '')

const components = {
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
  a: ({ href = '', children, ...rest }: Props & { href?: string }) => (
    <SmartLink to={href} {...(rest as object)}>
      {children}
    </SmartLink>
  ),
  table: ({ children }: Props) => (
    <div className="table-wrap">
      <table>{children}</table>
    </div>
  ),
} as unknown as Partial<Components>

export function RenderBody({ body }: { body: Body }) {
  return toJsxRuntime(body as Root, {
    Fragment,
    jsx,
    jsxs,
    components,
    passKeys: true,
    passNode: false,
  })
}
