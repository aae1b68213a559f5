// React's renderer writes a page as thousands of small pieces. Its Node build encodes each piece into a 4 KB byte view
// as it comes (a native call and a view a piece: 9–12 % of an uncached render, decision 032). React publishes a build
// of the same renderer for runtimes that have Node's stream API but write text, `react-dom/server.bun`: its
// renderToPipeableStream hands each piece over as a string. We render with it into this destination, which gathers
// the text and encodes it once each time React flushes (issue 41: the gain the removed patch of React's compiled code
// gave, now in our code).
import { EventEmitter } from 'node:events'

/**
 * A destination for `renderToPipeableStream` of `react-dom/server.bun`: pieces of text gathered, handed on as one
 * Buffer when React flushes (after each completed part of the page) and when it ends the page.
 */
export class PageText extends EventEmitter {
  #text: string[] = []

  constructor(
    private readonly onBytes: (bytes: Buffer) => void,
    private readonly onEnd: () => void,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    super()
  }

  write(piece: string | Uint8Array): boolean {
    if (typeof piece === 'string') this.#text.push(piece)
    else {
      // React writes no bytes of its own in an HTML page; should a piece come as bytes, it keeps its place
      this.flush()
      this.onBytes(Buffer.from(piece))
    }
    return true
  }

  flush(): void {
    if (this.#text.length === 0) return
    const text = this.#text.length === 1 ? this.#text[0]! : this.#text.join('')
    this.#text = []
    this.onBytes(Buffer.from(text))
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
    this.#text = []
    this.onError(error)
  }
}
