/**
 * The QR code of an article's address, for its share dialog (issue 35, item 4). Drawn here, at
 * build time, with the `qrcode` package's SVG output, and kept as hast, the form the site already
 * ships markup in: the browser renders it without a QR library (decision 0039).
 *
 * The drawing is black on a white square that includes the four-module quiet zone the standard
 * asks for, whatever the page's colour mode: a scanner needs dark modules on a light ground.
 */
import type { Element } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import QRCode from 'qrcode'
import type { ShareChunk } from '../../../shared/artifact.ts'
import { compactHast } from '../../markdown/hast-compact.ts'

/** Error correction M (15 %): a phone held at a slant over a screen still reads it. */
const options = { type: 'svg', errorCorrectionLevel: 'M', margin: 4 } as const

export async function shareQr(url: string): Promise<ShareChunk> {
  const svg = await QRCode.toString(url, options)
  const root = compactHast(fromHtml(svg, { fragment: true, space: 'svg' }))
  const qr = root.children.find((n): n is Element => n.type === 'element' && n.tagName === 'svg')
  if (!qr) throw new Error(`qrcode drew no <svg> for ${url}`)
  return { url, qr }
}
