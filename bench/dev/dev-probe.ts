/**
 * What `npm run bench:dev` (bench/dev.ts) learns from inside the dev server: when each compile
 * reached the page and when each save was seen, on this process's clock.
 */
import type { HotPayload, Plugin } from 'vite'
import { contentUpdateEvent } from '../../src/shared/artifact.ts'

/** What the dev server did, stamped with this process's clock (performance.now()). */
export interface Probe {
  /** Each `content:update` sent: the plugin's compile has finished. */
  updates: number[]
  /** Each change Vite's watcher reported. */
  changes: { file: string; at: number }[]
}

/** Stamps compiles and watcher events; Vite adds it to the project's own plugins. */
export function probePlugin(probe: Probe): Plugin {
  return {
    name: 'bench-dev-probe',
    enforce: 'pre',
    configureServer(server) {
      // The content plugin tells the page with server.ws.send once a compile is done.
      const send = server.ws.send.bind(server.ws) as (payload: HotPayload) => void
      server.ws.send = ((payload: HotPayload) => {
        if (payload.type === 'custom' && payload.event === contentUpdateEvent)
          probe.updates.push(performance.now())
        send(payload)
      }) as typeof server.ws.send
      server.watcher.on('change', (file) => probe.changes.push({ file, at: performance.now() }))
    },
  }
}
