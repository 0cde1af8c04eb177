import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { chunkFor } from './font-chunks-fs.ts'
import { isWoff, sfntOfWoff } from './sfnt-of-woff.ts'

describe('sfntOfWoff', () => {
  it('unpacks a WOFF into the font it wraps, its tables inflated', async () => {
    const woff = await readFile(chunkFor('A'.codePointAt(0)!, 400)!.file)
    const sfnt = sfntOfWoff(woff)
    // The WOFF header names the flavour and the unpacked size; the font starts with the flavour.
    expect(sfnt.length).toBe(woff.readUInt32BE(16))
    expect(Buffer.from(sfnt.subarray(0, 4)).equals(woff.subarray(4, 8))).toBe(true)
    expect(Buffer.from(sfnt).includes(Buffer.from('Noto Sans SC', 'utf16le').swap16())).toBe(true)
    expect([isWoff(woff), isWoff(sfnt)]).toEqual([true, false])
  })
})
