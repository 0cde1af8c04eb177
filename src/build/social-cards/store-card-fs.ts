/** Draws a card straight into its cache file. */
import { rename, writeFile } from 'node:fs/promises'
import type { CardSpec } from './card-spec.ts'
import { drawCard } from './draw-card-fs.ts'

/** Write then rename, so an interrupted build never leaves a half PNG that later runs would reuse. */
export async function writeAtomic(file: string, data: Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

/** Draws `spec` and writes the PNG to `file`, whole or not at all. */
export async function storeCard(spec: CardSpec, file: string): Promise<void> {
  await writeAtomic(file, await drawCard(spec))
}
