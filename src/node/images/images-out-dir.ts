import { join } from 'node:path'

/** Where the image build writes variants before the Vite build copies them into dist/_images. */
export const imagesOutDir = (root: string) => join(root, 'node_modules', '.cache', 'images', 'out')
