/**
 * Writes one variant into outDir, taken from the store (kind `images`) when an earlier build
 * already encoded it. Names are content hashes, so a kept file with the right name is the right
 * file. Every file is put in aside and renamed: outDir is shared by every build of the project and
 * of its copies, whose outputs link its files, so a file there is replaced, never overwritten.
 */
import { mkdir, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { writeAside } from '../link-or-copy-fs.ts'
import { openStore, storeKey } from '../store/store-fs.ts'
import { encoding } from './variant-plan.ts'

/** Where one variant comes from and goes to. */
export interface VariantJob {
  /** Source bytes, read once per image and shared by its variants. */
  input: Uint8Array
  width: number
  /** Hashed name relative to outDir, from `variantName`. */
  name: string
  outDir: string
  /** The project root, whose store keeps the variants encoded. */
  root: string
  /** The source's bytes are the variant (a lossy webp at its own width): written as they are. */
  asIs?: boolean
}

/**
 * Emits the variant and says whether it was `generated` (encoded now), `reused` from the store,
 * or the source `copied` as it is.
 */
export async function emitVariant(job: VariantJob): Promise<'generated' | 'reused' | 'copied'> {
  const out = join(job.outDir, job.name)
  await mkdir(dirname(out), { recursive: true })
  if (job.asIs) {
    await writeAside(out, job.input)
    return 'copied'
  }
  const store = openStore(job.root)
  // The name holds `/` (the source's folders): the key is its hash.
  const key = storeKey(job.name)
  // A hard link, not a copy: the store and outDir both only ever get new files by rename, so
  // neither changes the bytes the other (or a dist/ linked to either) holds. Linked `out` itself
  // would fail where `out` is there already, and the copy the store falls back on would write
  // into that file in place; so the link is made aside and renamed over it.
  const aside = `${out}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  if (store.linkOut('images', key, aside)) {
    await rename(aside, out)
    // Where `out` already was this very file (linked by the build before), rename does nothing
    // and leaves `aside` behind.
    await rm(aside, { force: true })
    return 'reused'
  }
  const data = await sharp(job.input)
    .autoOrient()
    .resize({ width: job.width, withoutEnlargement: true })
    .webp({ quality: encoding.quality, effort: encoding.effort })
    .toBuffer()
  await writeAside(out, data)
  store.write('images', key, data)
  return 'generated'
}
