// How far V8 lets a heap grow past what its last full collection kept (docs/decisions/035-heap-growth.md). Under
// uncached load the main thread promotes little to its old generation, so V8 picks its smallest growth factor (1.1)
// and, with a 16 MB young generation beside an 88 MB heap, starts marking again half a second after it stops: a full
// collection twice a second, each marking the whole heap on the helper threads the render threads need. With a factor
// of 2, one each 1.5 s is left (started by the pages' buffers, external memory).
import v8 from 'node:v8'

const FLAG = '--heap-growing-percent'
export const HEAP_GROWING_PERCENT = 100

/** The V8 flag to set, or null when the operator gave one on the command line (theirs wins). */
export function heapGrowthFlag(execArgv: readonly string[]): string | null {
  const given = execArgv.map((argument) => argument.split('=')[0]!.replaceAll('_', '-'))
  if (given.includes(FLAG)) return null
  return `${FLAG}=${HEAP_GROWING_PERCENT}`
}

/** Applies to every isolate of the process, render threads included; call before they start. */
export function setHeapGrowth() {
  const flag = heapGrowthFlag(process.execArgv)
  if (flag) v8.setFlagsFromString(flag)
}
