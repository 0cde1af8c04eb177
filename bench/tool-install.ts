/**
 * Tools a benchmark needs and the site does not (Lighthouse): installed from the npm registry on
 * first use into a cache folder and reused, so a fork's `npm install` never brings them.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'

/** The version of `name` installed in `dir`, or undefined when it is not (completely) there. */
function installedVersion(dir: string, name: string): string | undefined {
  try {
    const manifest = join(dir, 'node_modules', name, 'package.json')
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
  } catch {
    return undefined
  }
}

/**
 * Installs `name@major` into `dir` unless that major is there. npm installs into a folder of this
 * process's own, renamed to `dir` when complete, so an interrupted install is not mistaken for one
 * on the next run.
 */
export async function ensureTool(dir: string, name: string, major: number): Promise<void> {
  if (installedVersion(dir, name)?.split('.')[0] === String(major)) return
  const partial = `${dir}.tmp-${process.pid}`
  console.error(`Installing ${name}@${major} from the npm registry into ${dir} (once)…`)
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true })
  const npmArgs = ['--prefix', partial, '--no-save', '--no-audit', '--no-fund', '--loglevel=error']
  const install = spawnSync('npm', ['install', ...npmArgs, `${name}@${major}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (install.status !== 0) {
    await rm(partial, { recursive: true, force: true })
    throw new Error(`npm could not install ${name}@${major}; see its output above.`)
  }
  await rm(dir, { recursive: true, force: true })
  await rename(partial, dir)
  console.error(`${name} ${installedVersion(dir, name)} installed.`)
}
