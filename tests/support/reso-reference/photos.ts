// Photos the reference server serves itself: tiny images made with sharp on first use and kept, one of sixteen
// colours chosen by the photo's address, so thousands of listings cost sixteen encodings per format.
import sharp from 'sharp'

const cache = new Map<string, Promise<Buffer>>()

function colourOf(name: string) {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const shade = hash % 16
  return { r: (shade * 53) % 256, g: (shade * 97 + 60) % 256, b: (shade * 31 + 120) % 256, shade }
}

/** The bytes and content type of the photo at `name` ("KEY/2.jpg" or "KEY/3.png"). */
export async function photo(name: string): Promise<{ bytes: Buffer; type: string }> {
  const png = name.endsWith('.png')
  const { shade, ...background } = colourOf(name)
  const id = `${shade}.${png ? 'png' : 'jpg'}`
  if (!cache.has(id)) {
    const image = sharp({ create: { width: 64, height: 48, channels: 3, background } })
    cache.set(id, (png ? image.png() : image.jpeg({ quality: 70 })).toBuffer())
  }
  return { bytes: await cache.get(id)!, type: png ? 'image/png' : 'image/jpeg' }
}
