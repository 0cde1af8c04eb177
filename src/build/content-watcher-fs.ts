/**
 * Watches content/ for `npm run dev`'s content engine (dev-content-engine.ts) with Node's own
 * recursive `fs.watch` (inotify on Linux, FSEvents on macOS, ReadDirectoryChangesW on Windows),
 * falling back to chokidar where that fails.
 *
 * Why not chokidar first: its start stats every file (to tell files from folders and to have
 * something to compare later), and on a first start of a 1,000-article blog that was ≈150 ms of
 * the content worker's CPU and 4,000 stats in the thread pool while the page waited for its
 * content. Node's watcher sets up in ≈30 ms and names the file of each event; a stat of that one
 * file says what happened. Events are named as chokidar names them, and a folder appearing or
 * going (`addDir`, `unlinkDir`) makes the engine read everything again, which is always right.
 */
import { statSync, watch, type FSWatcher as NodeWatcher } from 'node:fs'
import { join } from 'node:path'

export type ContentEvent = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir'

export interface ContentWatcher {
  /** Resolves once a save under the folder can no longer be missed. */
  ready: Promise<void>
  close(): Promise<void>
}

/**
 * What content/ holds (classify.ts): a missing path without one of these endings was a folder, or
 * a file the compiler refused, and reading everything again is right for either.
 */
const contentFile = /\.(md|yml)$/i

/** What an event on `file` was, from what is there now. */
export function eventOf(file: string): ContentEvent {
  try {
    return statSync(file).isDirectory() ? 'addDir' : 'change'
  } catch {
    return contentFile.test(file) ? 'unlink' : 'unlinkDir'
  }
}

/** chokidar, as the engine used it before: the fallback. */
async function chokidarWatcher(
  dir: string,
  onEvent: (event: ContentEvent, file: string) => void,
): Promise<ContentWatcher> {
  const { watch: chokidar } = await import('chokidar')
  const w = chokidar(dir, { ignoreInitial: true, ignorePermissionErrors: true })
  w.on('all', (event, file) => onEvent(event as ContentEvent, file))
  return {
    ready: new Promise((resolve) => w.once('ready', () => resolve())),
    close: () => w.close(),
  }
}

/** Watches `dir` recursively; `onEvent` hears every change below it. */
export function watchContentFolder(
  dir: string,
  onEvent: (event: ContentEvent, file: string) => void,
  { native = true }: { native?: boolean } = {},
): ContentWatcher {
  let fallback: Promise<ContentWatcher> | undefined
  let closed = false
  const fallBack = () => (fallback ??= chokidarWatcher(dir, onEvent))
  let node: NodeWatcher | undefined
  if (native) {
    try {
      node = watch(dir, { recursive: true }, (_type, name) => {
        // No name: something changed, it is not known what. A full read finds out.
        if (!name) return onEvent('addDir', dir)
        const file = join(dir, name.toString())
        onEvent(eventOf(file), file)
      })
      // Out of watches (inotify's limit) or the folder gone: chokidar takes over, and the engine
      // reads everything again for what may have been missed meanwhile.
      node.on('error', () => {
        node?.close()
        if (closed) return
        void fallBack().then(() => onEvent('addDir', dir))
      })
    } catch {
      node = undefined
    }
  }
  const started = node ? undefined : fallBack()
  return {
    ready: started ? started.then((w) => w.ready) : Promise.resolve(),
    async close() {
      closed = true
      node?.close()
      await (await fallback)?.close()
    },
  }
}
