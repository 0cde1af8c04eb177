import { createElement, type ComponentType, type ReactNode } from 'react'
import { DefaultLayout } from './default-layout'

/** Layouts by name (SPEC §2): a route names one in `handle.layout`; unknown names get the default. */
export const layouts: Record<string, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
}

export function resolveLayout(name: unknown): ComponentType<{ children: ReactNode }> {
  return (typeof name === 'string' && layouts[name]) || DefaultLayout
}

/** Renders `children` in the layout named `name`. */
export function renderLayout(name: unknown, children: ReactNode): ReactNode {
  return createElement(resolveLayout(name), null, children)
}
