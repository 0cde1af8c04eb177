// Waline's documented start (`node node_modules/@waline/vercel/vanilla.js <port>`), bound to
// 127.0.0.1: ThinkJS reads `host` when it starts listening, after this synchronous load returns.
import { createRequire } from 'node:module'

createRequire(import.meta.url)('@waline/vercel/vanilla.js')
globalThis.think.config('host', '127.0.0.1')
