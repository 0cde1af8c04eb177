/**
 * Writes one variant into outDir, copying it from the cache when an earlier build already encoded
 * it. Names are content hashes, so a cached file with the right name is the right file. Every
 * file is written aside and renamed in: outDir is shared by every build of the project and of its
 * copies, whose outputs link its files, so a file is replaced, never overwritten in place.
 */
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { copyAside, writeAside } from '../link-or-copy-fs.ts'
import { encoding } from './variant-plan.ts'

/** Where one variant comes from and goes to. */
export interface VariantJob {
  /** Source bytes, read once per image and shared by its variants. */
  input: Uint8Array
  width: number
  /** Hashed name relative to outDir and cacheDir, from `variantName`. */
  name: string
  outDir: string
  cacheDir: string
  /** The source's bytes are the variant (a lossy webp at its own width): written as they are. */
  asIs?: boolean
}

/**
 * Emits the variant and says whether it was `generated` (encoded now), `reused` from cache, or
 * the source `copied` as it is.
 */
export async function emitVariant(job: VariantJob): Promise<'generated' | 'reused' | 'copied'> {
  const out = join(job.outDir, job.name)
  const cached = join(job.cacheDir, job.name)
  await mkdir(dirname(out), { recursive: true })
  if (job.asIs) {
    await writeAside(out, job.input)
    return 'copied'
  }
  try {
    await copyAside(cached, out)
    return 'reused'
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const data = await sharp(job.input)
    .autoOrient()
    .resize({ width: job.width, withoutEnlargement: true })
    .webp({ quality: encoding.quality, effort: encoding.effort })
    .toBuffer()
  await writeAside(out, data)
  await mkdir(dirname(cached), { recursive: true })
  await writeAside(cached, data)
  return 'generated'
}
