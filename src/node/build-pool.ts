/**
 * The build's one worker pool (tinypool, decision 0043): the content's files compile on it, and
 * each locale's search files are made on it, each task naming the worker module that does it.
 * Sized by the machine's cores (`os.availableParallelism()`), less the one the build's own thread
 * keeps (it bundles the app and renders the pages meanwhile): a deploy machine with four or eight
 * compiles the content on three or seven threads. Its threads start with it, and each loads the
 * modules of the tasks it runs once.
 */
import { availableParallelism } from 'node:os'
import Tinypool from 'tinypool'

export interface BuildPool {
  /** Runs `task` in the worker module `worker` (a URL), on a free thread. */
  run<Result>(worker: URL, task: unknown): Promise<Result>
  /** How many tasks it runs at once. */
  readonly threads: number
  /** Ends its threads once the tasks asked for are done. */
  destroy(): Promise<void>
}

export function buildPool(threads = Math.max(1, availableParallelism() - 1)): BuildPool {
  const pool = new Tinypool({ minThreads: threads, maxThreads: threads })
  return {
    threads,
    run: (worker, task) => pool.run(task, { filename: worker.href }),
    destroy: () => pool.destroy(),
  }
}
