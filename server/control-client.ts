// The CLI's side of the control socket (control-socket.ts): one command as a JSON line, one answer. Light: the CLI
// loads only this and the configuration when a running server takes the command.
import net from 'node:net'
import type { CommandResult } from './cli-protocol'

/** null when no server listens on the socket (not started, or a stale socket file). */
export function sendToRunningServer(socketPath: string, args: string[]): Promise<CommandResult | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath)
    let answer = ''
    let connected = false
    socket.setEncoding('utf8')
    socket.on('connect', () => {
      connected = true
      socket.write(`${JSON.stringify({ args })}\n`)
    })
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer) as CommandResult)
      } catch {
        reject(new Error('The running server gave an unreadable answer.'))
      }
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null)
      else reject(error)
    })
  })
}
