// The SMTP sink as a process for the end-to-end tests: SMTP on SMTP_SINK_PORT, and on SMTP_SINK_PORT + 1 an HTTP
// view of what arrived (GET /messages) that tests read as a person reads an inbox, and of the senders it holds
// mid-send (GET /held, see smtp-sink.ts) and of the recipients of messages being sent now (GET /sending).
import http from 'node:http'
import { startSmtpSink } from './smtp-sink'

const port = Number(process.env.SMTP_SINK_PORT ?? 2525)
const sink = await startSmtpSink(port)

const server = http.createServer((req, res) => {
  if (req.url === '/healthz') return res.end('ok')
  if (req.url === '/held') {
    res.setHeader('Content-Type', 'application/json')
    return res.end(JSON.stringify([...sink.held]))
  }
  if (req.url === '/sending') {
    res.setHeader('Content-Type', 'application/json')
    return res.end(JSON.stringify(sink.sending()))
  }
  if (req.url === '/messages') {
    const messages = sink.messages.map((mail) => ({
      to: (mail.to ?? []).map((address) => ('address' in address ? address.address : '')).filter(Boolean),
      from: mail.from && 'address' in mail.from ? mail.from.address : null,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: mail.html ?? '',
      // Header names lower-case, as postal-mime gives them (e.g. list-unsubscribe).
      headers: Object.fromEntries(mail.headers.map((header) => [header.key, header.value])),
      // text parts sent as attachments (a calendar invitation): their names, types and text
      attachments: (mail.attachments ?? [])
        .filter((part) => part.mimeType.startsWith('text/'))
        .map((part) => ({
          filename: part.filename,
          mimeType: part.mimeType,
          text: typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content),
        })),
    }))
    res.setHeader('Content-Type', 'application/json')
    return res.end(JSON.stringify(messages))
  }
  res.statusCode = 404
  res.end()
})
server.listen(port + 1, '127.0.0.1')

const stop = () => {
  server.close()
  void sink.close().finally(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
