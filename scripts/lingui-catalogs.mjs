// Lets Node (tsx) load the message catalogs the way the Vite build does (issue 16): `…/<locale>/<name>.json?lingui`
// becomes `export const messages` of compiled messages, missing ones filled from English. For scripts that import
// site code outside Vite, such as `npm run bench`: `tsx --import ./scripts/lingui-catalogs.mjs …`.
import { register } from 'node:module'

register('./lingui-catalogs-hooks.mjs', import.meta.url)
