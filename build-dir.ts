// Where `react-router build` writes and `npm start` reads. BUILD_DIR lets parallel work share one tree.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const BUILD_DIR = path.resolve(fileURLToPath(new URL('.', import.meta.url)), process.env.BUILD_DIR ?? 'build')
