import type { Element } from 'hast'
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'

/**
 * A QR code drawn by the build (src/build/share-qr.ts), an `<svg>` in hast, rendered as the
 * article bodies are, and named for screen readers by a `<title>`. `data-url` is what it encodes.
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
  const svg: Element = {
    ...qr,
    properties: { ...qr.properties, role: 'img', className: className?.split(' '), dataUrl: url },
    children: [
      {
        type: 'element',
        tagName: 'title',
        properties: {},
        children: [{ type: 'text', value: label }],
      },
      ...qr.children,
    ],
  }
  return toJsxRuntime(svg, { Fragment, jsx, jsxs })
}
