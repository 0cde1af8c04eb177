/**
 * The worker thread of `npm run dev`'s content (dev-content-thread-fs.ts starts it): runs the
 * engine here and answers the dev server's messages.
 */
import './register-site-locales-fs.ts'
import { parentPort, workerData } from 'node:worker_threads'
import { devContentEngine, type DevEngineEvents } from './dev-content-engine.ts'
import type { FromEngine, ToEngine } from './dev-content-thread-fs.ts'

const port = parentPort!
const send = (message: FromEngine) => port.postMessage(message)
const events: DevEngineEvents = {
  changed: (contentHash) => send({ type: 'changed', contentHash }),
  problems: (problems) => send({ type: 'problems', problems }),
  failed: (message) => send({ type: 'failed', message }),
  touched: (event, file) => send({ type: 'touched', event, file }),
}
// Warming up here holds up no request of Vite's: it starts as soon as the page has its body.
const engine = devContentEngine((workerData as { root: string }).root, events, {
  warmAfterBodyMs: 0,
  watchContent: true,
})
void engine.ready.then(() => send({ type: 'ready' }))

port.on('message', (message: ToEngine) => {
  if (message.type === 'touch') engine.touch(message.event, message.file)
  else if (message.type === 'open') engine.open(message.path)
  else if (message.type === 'get')
    void engine.get(message.name).then(
      (value) => send({ type: 'answer', id: message.id, value }),
      () => send({ type: 'answer', id: message.id, value: undefined }),
    )
  else if (message.type === 'problems')
    void engine.problems().then((value) => send({ type: 'answer', id: message.id, value }))
})
