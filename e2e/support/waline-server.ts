/**
 * A real Waline server for e2e/runtime/comments-waline.e2e.ts: the official server (`@waline/vercel`,
 * installed in e2e/waline-server/ on first use, decision 0040) on a PostgreSQL cluster of its
 * own in a temp folder, both on free ports of 127.0.0.1, both stopped by their PIDs afterwards.
 * PostgreSQL is Debian's (`.ci/run` installs it); root may not run it, so as root its commands
 * run as the `postgres` user.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chmod, chown, mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll } from 'vitest'
import { repoRoot } from './project-fs.ts'

const run = promisify(execFile)
const serverDir = join(repoRoot, 'e2e', 'waline-server')
const asRoot = process.getuid?.() === 0

/** Debian keeps initdb and pg_ctl out of PATH, in /usr/lib/postgresql/<version>/bin. */
function pgBin(name: string): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions.map((v) => join(root, v, 'bin', name)).find((path) => existsSync(path))
  return found ?? name
}

/** A PostgreSQL command, as the `postgres` user when the tests run as root. */
function pg(name: string, args: string[]) {
  const [file, rest] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', pgBin(name), ...args]]
    : [pgBin(name), args]
  return run(file, rest, { cwd: tmpdir() })
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail()))
    })
  })
}

async function startDatabase(dir: string, port: number): Promise<void> {
  if (asRoot) await chown(dir, Number((await run('id', ['-u', 'postgres'])).stdout), 0)
  await chmod(dir, 0o700)
  const data = join(dir, 'data')
  await pg('initdb', ['-D', data, '-U', 'waline', '-A', 'trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  await pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'])
  const psql = (args: string[]) =>
    run('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      `${port}`,
      '-U',
      'waline',
      '-v',
      'ON_ERROR_STOP=1',
      ...args,
    ])
  await psql(['-d', 'postgres', '-c', 'CREATE DATABASE waline'])
  await psql(['-d', 'waline', '-f', join(import.meta.dirname, 'waline-tables.sql')])
}

/** Fast shutdown by the PID the cluster wrote, then wait until it is gone. */
async function stopDatabase(dir: string): Promise<void> {
  const pidFile = join(dir, 'data', 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0])
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 100 && existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 100))
}

async function waitForServer(url: string, child: ChildProcess, log: () => string) {
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`Waline exited early:\n${log()}`)
    const ok = await fetch(`${url}/api/comment?path=/&type=count`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`Waline never answered:\n${log()}`)
}

/** Registers beforeAll/afterAll; the getter gives the server's address once it answers. */
export function useWalineServer(): () => { url: string } {
  let dir = ''
  let waline: ChildProcess | undefined
  let url = ''
  beforeAll(async () => {
    if (!existsSync(join(serverDir, 'node_modules', '@waline', 'vercel', 'package.json')))
      await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: serverDir })
    dir = await mkdtemp(join(tmpdir(), 'waline-db-'))
    const dbPort = await freePort()
    await startDatabase(dir, dbPort)
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    let log = ''
    waline = spawn(process.execPath, ['start.mjs', `${port}`], {
      cwd: serverDir,
      detached: true,
      env: {
        ...process.env,
        // Vitest sets NODE_ENV=test, and ThinkJS then loads the app without starting a server.
        NODE_ENV: 'production',
        PG_DB: 'waline',
        PG_USER: 'waline',
        PG_HOST: '127.0.0.1',
        PG_PORT: `${dbPort}`,
        // Waline asks its OAuth directory (oauth.lithub.cc) which social logins exist on every
        // request; offline, the answer is a data: URL listing none (anonymous comments need none).
        OAUTH_URL: 'data:application/json,{"services":[]}',
        // Akismet would ask a server abroad about every comment; a test posts twice at once.
        AKISMET_KEY: 'false',
        IPQPS: '0',
      },
    })
    waline.stdout?.on('data', (chunk: Buffer) => (log += chunk))
    waline.stderr?.on('data', (chunk: Buffer) => (log += chunk))
    await waitForServer(url, waline, () => log)
  }, 600_000)
  afterAll(async () => {
    // ThinkJS forks a worker: the whole group this test started goes, by the leader's PID.
    if (waline?.pid && waline.exitCode === null) process.kill(-waline.pid, 'SIGTERM')
    await stopDatabase(dir)
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  return () => ({ url })
}
