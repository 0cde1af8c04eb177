/**
 * The parts of two untyped packages the cards' text layout uses. Both are satori's own
 * dependencies, pinned to the versions satori uses, so its layout and ours break and measure
 * text alike (card-text-layout-fs.ts).
 */
declare module 'harfbuzzjs' {
  /** One shaped glyph: its id, its cluster (the index of its first character) and advance. */
  export interface HbGlyph {
    g: number
    cl: number
    ax: number
  }
  export interface HbBlob {
    destroy(): void
  }
  export interface HbFace {
    upem: number
    collectUnicodes(): Uint32Array
    destroy(): void
  }
  export interface HbFont {
    setScale(x: number, y: number): void
    destroy(): void
  }
  export interface HbBuffer {
    addText(text: string): void
    guessSegmentProperties(): void
    json(): HbGlyph[]
    destroy(): void
  }
  export interface HarfBuzz {
    createBlob(data: Uint8Array): HbBlob
    createFace(blob: HbBlob, index: number): HbFace
    createFont(face: HbFace): HbFont
    createBuffer(): HbBuffer
    shape(font: HbFont, buffer: HbBuffer, features?: string): void
  }
}

declare module 'linebreak' {
  /** UAX #14 break opportunities: `nextBreak` until it returns null. */
  export default class LineBreaker {
    constructor(text: string)
    nextBreak(): { position: number; required: boolean } | null
  }
}
