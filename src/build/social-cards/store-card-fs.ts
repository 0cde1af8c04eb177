/** Draws a card straight into its cache file. */
import { renameSync, writeFileSync } from 'node:fs'
import type { CardSpec } from './card-spec.ts'
import { drawCard } from './draw-card-fs.ts'

/**
 * Write then rename, so an interrupted build never leaves a half PNG that later runs would reuse.
 * In place: cards are drawn while the pages render, and each promise-based file call waited for
 * the main thread's next turn between pages, so cards finished at a third of their speed.
 */
export function writeAtomic(file: string, data: Uint8Array): void {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  writeFileSync(temporary, data)
  renameSync(temporary, file)
}

/** Draws `spec` and writes the PNG to `file`, whole or not at all. */
export async function storeCard(spec: CardSpec, file: string): Promise<void> {
  writeAtomic(file, await drawCard(spec))
}
