// This process, as staff and tests see it on a job it holds (import jobs, outbox messages): host and process id.
import os from 'node:os'

export const PROCESS_LABEL = `${os.hostname()}:${process.pid}`
