// Types of floors.js, which eslint.config.js loads as plain JavaScript.
import type { ESLint } from 'eslint'

export const FLOORS: string[][]
export const floorsPlugin: ESLint.Plugin
