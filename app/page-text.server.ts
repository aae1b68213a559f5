// React's renderer writes a page as thousands of small pieces. Its Node build encodes each piece into a 4 KB byte view
// as it comes (a native call and a view a piece: 9–12 % of an uncached render, decision 032). React publishes a build
// of the same renderer for runtimes that have Node's stream API but write text, `react-dom/server.bun`: its
// renderToPipeableStream hands each piece over as a string. We render with it into this destination, which gathers
// the text and encodes it in pieces of a few kilobytes, handed on once each time React flushes (issue 41: the gain
// the removed patch of React's compiled code gave, now in our code).
import { EventEmitter } from 'node:events'

/**
 * Text is encoded every 2 K characters (and when React flushes), not once a flush: a page's 10 000 pieces joined whole
 * cost about three times as much (a micro-benchmark of 100 KB: 250 µs against 770 µs), and one character beyond
 * Latin-1 (an arrow, a curly quote) makes the whole text two bytes a character, which UTF-8 encodes five times slower;
 * in 2 K pieces only the piece that holds it pays. Pieces that small come from Node's shared pool of buffers.
 */
const ENCODE_EVERY = 2048

/**
 * A destination for `renderToPipeableStream` of `react-dom/server.bun`: pieces of text gathered, handed on as one
 * Buffer when React flushes (after each completed part of the page) and when it ends the page.
 */
export class PageText extends EventEmitter {
  /** text not encoded yet: under ENCODE_EVERY characters, joined as it comes */
  #text = ''
  /** what was encoded since the last flush */
  #encoded: Buffer[] = []

  constructor(
    private readonly onBytes: (bytes: Buffer) => void,
    private readonly onEnd: () => void,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    super()
  }

  write(piece: string | Uint8Array): boolean {
    if (typeof piece === 'string') {
      this.#text += piece
      if (this.#text.length >= ENCODE_EVERY) this.#encode()
    } else {
      // React writes no bytes of its own in an HTML page; should a piece come as bytes, it keeps its place
      this.flush()
      this.onBytes(Buffer.from(piece))
    }
    return true
  }

  flush(): void {
    this.#encode()
    if (this.#encoded.length === 0) return
    const bytes = this.#encoded.length === 1 ? this.#encoded[0]! : Buffer.concat(this.#encoded)
    this.#encoded = []
    this.onBytes(bytes)
  }

  #encode(): void {
    if (this.#text.length === 0) return
    this.#encoded.push(Buffer.from(this.#text))
    this.#text = ''
  }

  end(): void {
    this.flush()
    this.onEnd()
  }

  /** As React's types name a destination: they share one declaration with the Node build's, which takes a stream. */
  asDestination(): NodeJS.WritableStream {
    return this as unknown as NodeJS.WritableStream
  }

  /** React ends a page it cannot finish with `destroy(error)`. */
  destroy(error?: unknown): void {
    this.#text = ''
    this.#encoded = []
    this.onError(error)
  }
}
