// Waline's documented start (`node node_modules/@waline/vercel/vanilla.js <port>`), bound to
// 127.0.0.1: ThinkJS reads `host` when it starts listening, after this line has run.
require('@waline/vercel/vanilla.js')
think.config('host', '127.0.0.1')
