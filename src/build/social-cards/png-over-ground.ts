/**
 * PNG encoding for cards that differ from their ground in a band of rows. Deflating a whole card
 * was half the cost of drawing it, and most of its rows are the ground as it is (glow, footer).
 * The ground's rows are deflated once, in blocks of a few rows, each block ending on a sync flush
 * so that blocks can be joined to any other deflate data; a card deflates only the blocks its
 * text touches and joins them with the ground's.
 *
 * The zlib stream's Adler-32 covers all the bytes. The ground's is computed once; painting a
 * card tracks how each changed byte moves it (`Checksum`), so no card sums its megabytes again.
 */
import { constants, deflateRawSync } from 'node:zlib'
import { level, pngFile, type Scanlines } from './png-encode.ts'

const rowsPerBlock = 8

const adlerBase = 65521

/** A ground ready for cards: its scanlines, its rows deflated block by block, its checksum. */
export interface PreparedGround {
  ground: Scanlines
  blocks: Buffer[]
  /** Adler-32 of the ground's bytes, as its two sums. */
  a: number
  b: number
}

/**
 * How painting a band moved the Adler-32 sums of an image `length` bytes long whose row `top`
 * the band starts at: for each byte at index i that changed by d, `a` moves by d and `b` by
 * (length − i) × d.
 */
export interface Checksum {
  length: number
  top: number
  a: number
  b: number
}

function adler32(data: Uint8Array): { a: number; b: number } {
  let a = 1
  let b = 0
  // 5,552 bytes is the most whose sums cannot overflow 2^53 before the modulo (as zlib's NMAX).
  for (let i = 0; i < data.length;) {
    const end = Math.min(data.length, i + 5552)
    for (; i < end; i++) {
      a += data[i]!
      b += a
    }
    a %= adlerBase
    b %= adlerBase
  }
  return { a, b }
}

const mod = (n: number) => ((n % adlerBase) + adlerBase) % adlerBase

const deflateBlock = (rows: Uint8Array, effort = level) =>
  deflateRawSync(rows, { level: effort, finishFlush: constants.Z_SYNC_FLUSH })

/**
 * The ground's blocks are deflated once per process and sent with every card, so they get zlib's
 * best: per card the cost is nothing, and the ground is most of a card's rows.
 */
const groundLevel = 9

/** Deflates a ground's rows in blocks and sums its bytes: once per ground. */
export function prepareGround(ground: Scanlines): PreparedGround {
  const stride = ground.width * 3 + 1
  const blocks: Buffer[] = []
  for (let top = 0; top < ground.height; top += rowsPerBlock) {
    const bottom = Math.min(ground.height, top + rowsPerBlock)
    blocks.push(deflateBlock(ground.data.subarray(top * stride, bottom * stride), groundLevel))
  }
  return { ground, blocks, ...adler32(ground.data) }
}

/** A copy of the ground's rows from `top` (a block boundary) to `bottom`, to paint a card into. */
export interface Band {
  /** The rows as scanlines (`height` is the band's, not the card's). */
  scanlines: Scanlines
  top: number
  checksum: Checksum
}

// The bytes of the last band handed out. A card's band is about a megabyte; a new one per card
// was a megabyte of fresh memory to fault in, zero and collect, card after card.
let scratch = new Uint8Array(0)

/**
 * The band of whole blocks that holds rows `from` to `to`, copied from the ground to paint on.
 * Its bytes are reused by the next call: encode it (`encodeOverGround`) before asking for another.
 */
export function groundBand(prepared: PreparedGround, from: number, to: number): Band {
  const { ground } = prepared
  const stride = ground.width * 3 + 1
  const top = Math.max(0, Math.floor(from / rowsPerBlock) * rowsPerBlock)
  const bottom = Math.max(top, Math.min(ground.height, Math.ceil(to / rowsPerBlock) * rowsPerBlock))
  const length = (bottom - top) * stride
  if (scratch.length < length) scratch = new Uint8Array(ground.data.length)
  const data = scratch.subarray(0, length)
  data.set(ground.data.subarray(top * stride, bottom * stride))
  return {
    scanlines: { width: ground.width, height: bottom - top, data },
    top,
    checksum: { length: ground.data.length, top, a: 0, b: 0 },
  }
}

/** The zlib stream of the ground with `band` in place of its rows. */
export function deflateOverGround(prepared: PreparedGround, band: Band): Buffer {
  const first = band.top / rowsPerBlock
  const last = first + Math.ceil(band.scanlines.height / rowsPerBlock)
  const a = mod(prepared.a + band.checksum.a)
  const b = mod(prepared.b + band.checksum.b)
  const trailer = Buffer.alloc(4)
  trailer.writeUInt32BE(((b << 16) | a) >>> 0)
  return Buffer.concat([
    // CMF: deflate, 32 KB window; FLG: level "fast", with the check bits that make it a multiple of 31.
    Uint8Array.of(0x78, 0x5e),
    ...prepared.blocks.slice(0, first),
    ...(band.scanlines.height > 0 ? [deflateBlock(band.scanlines.data)] : []),
    ...prepared.blocks.slice(last),
    // An empty final block (fixed Huffman codes) ends the stream.
    Uint8Array.of(0x03, 0x00),
    trailer,
  ])
}

/** The PNG of the ground with `band` painted over its rows. */
export function encodeOverGround(prepared: PreparedGround, band: Band): Uint8Array {
  const { width, height } = prepared.ground
  return pngFile(width, height, deflateOverGround(prepared, band))
}
