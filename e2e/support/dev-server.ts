/** `npm run dev` for a browser test: Vite's dev server on a project folder, listening. */
import { join } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'

export async function startDevServer(dir: string): Promise<ViteDevServer> {
  const server = await createServer({
    root: dir,
    configFile: join(dir, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  })
  await server.listen()
  return server
}
