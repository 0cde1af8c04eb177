/**
 * Strips what the browser never needs from a compiled body: positions and plugin data. The
 * result is the stored body chunk, rendered at run time by src/app/elements/hast-to-react.ts.
 */
import type { Nodes } from 'hast'

export function compactHast<T extends Nodes>(node: T): T {
  const { position: _position, data: _data, ...rest } = node as T & { data?: unknown }
  if ('children' in rest && Array.isArray(rest.children)) {
    return { ...rest, children: rest.children.map((c) => compactHast(c as Nodes)) } as T
  }
  return rest as T
}
