import type { Element } from 'hast'
import { RenderBody } from '../../content-elements/render-body'

/**
 * A QR code drawn by the build (src/node/compile/file/share-qr.ts), an `<svg>` in hast, rendered by the
 * article bodies' own renderer and named for screen readers by a `<title>`. `data-url` is what
 * it encodes.
 */
export function QrCode({
  qr,
  label,
  url,
  className,
}: {
  qr: Element
  label: string
  url: string
  className?: string
}) {
  const title: Element = {
    type: 'element',
    tagName: 'title',
    properties: {},
    children: [{ type: 'text', value: label }],
  }
  const svg: Element = {
    ...qr,
    properties: { ...qr.properties, role: 'img', className: className?.split(' '), dataUrl: url },
    children: [title, ...qr.children],
  }
  return <RenderBody body={{ type: 'root', children: [svg] }} />
}
