/**
 * Turns a compiled body (hast without positions) into React elements. It does only what the
 * build's bodies need — class lists, `aria-*` and `data-*` names, inline styles (Shiki's colour
 * variables), a few lower-case HTML attributes — so the article route does not ship the general
 * converters (hast-util-to-jsx-runtime with property-information, ~9 KB gzip).
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react'

interface HastElement {
  type: 'element'
  tagName: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}
type HastNode =
  | HastElement
  | { type: 'text'; value: string }
  | { type: 'root'; children: HastNode[] }
  | { type: string }

export type ElementComponents = Partial<Record<string, ComponentType<Record<string, unknown>>>>

/** HTML attribute spellings in hast that React names differently. */
const renamed: Record<string, string> = { class: 'className', tabindex: 'tabIndex', for: 'htmlFor' }

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** `--shiki-light:#24292e;font-style:italic` → `{ '--shiki-light': '#24292e', fontStyle: 'italic' }` */
export function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {}
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const name = declaration.slice(0, colon).trim()
    const value = declaration.slice(colon + 1).trim()
    if (!name) continue
    style[
      name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    ] = value
  }
  return style
}

/** hast properties → React props. */
export function reactProps(properties: Record<string, unknown> = {}): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(properties)) {
    if (value === false || value === null || value === undefined) continue
    if (key === 'className' || key === 'class') {
      props.className = Array.isArray(value) ? value.join(' ') : String(value)
    } else if (key === 'style' && typeof value === 'string') {
      props.style = styleObject(value)
    } else if (/^(aria|data)[A-Z]/.test(key)) {
      // `ariaDescribedBy: ['fn-1']` → `aria-describedby="fn-1"`; `dataFootnotes: true` → `data-footnotes=""`
      const name = key.startsWith('aria')
        ? `aria-${key.slice(4).toLowerCase()}`
        : `data${kebab(key.slice(4))}`
      props[name] = value === true ? '' : Array.isArray(value) ? value.join(' ') : value
    } else if (key === 'checked') {
      // A task-list box is read-only; React wants that said for a checked input.
      props.defaultChecked = value
    } else {
      props[renamed[key] ?? key] = Array.isArray(value) ? value.join(' ') : value
    }
  }
  return props
}

function render(node: HastNode, components: ElementComponents, key: number): ReactNode {
  if (node.type === 'text') return (node as { value: string }).value
  if (node.type === 'root') return children(node as { children: HastNode[] }, components)
  if (node.type !== 'element') return null
  const element = node as HastElement
  const props = reactProps(element.properties)
  props.key = key
  const kids = children(element, components)
  const component = components[element.tagName]
  return createElement(component ?? element.tagName, props, ...(kids.length ? [kids] : []))
}

function children(node: { children?: HastNode[] }, components: ElementComponents): ReactNode[] {
  return (node.children ?? []).map((child, i) => render(child, components, i))
}

export function hastToReact(
  root: { children: unknown[] },
  components: ElementComponents,
): ReactNode {
  return createElement(Fragment, null, ...children(root as { children: HastNode[] }, components))
}
