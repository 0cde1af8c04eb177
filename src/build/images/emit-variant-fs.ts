/**
 * Writes one variant into outDir, copying it from the cache when an earlier build already encoded
 * it. Names are content hashes, so a cached file with the right name is the right file.
 */
import { constants } from 'node:fs'
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
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
    await writeFile(out, job.input)
    return 'copied'
  }
  try {
    // A reflink where the filesystem offers one, a plain copy elsewhere.
    await copyFile(cached, out, constants.COPYFILE_FICLONE)
    return 'reused'
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const data = await sharp(job.input)
    .autoOrient()
    .resize({ width: job.width, withoutEnlargement: true })
    .webp({ quality: encoding.quality, effort: encoding.effort })
    .toBuffer()
  await writeFile(out, data)
  await mkdir(dirname(cached), { recursive: true })
  // Write then rename: a build killed mid-write must not leave a truncated file under a valid name.
  const partial = `${cached}.${process.pid}.partial`
  await writeFile(partial, data)
  await rename(partial, cached)
  return 'generated'
}
