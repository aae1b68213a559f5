import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ResponsiveImage } from './responsive-image'

const sizes = '(min-width: 1024px) 33vw, 100vw'

describe('ResponsiveImage', () => {
  it('offers WebP through a source and JPEG through the image itself, both at every width', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage image={{ src: '/p/1-960.jpg', variants: '/p/1' }} alt="A view" sizes={sizes} />,
    )
    expect(html.match(/<source /g)).toHaveLength(1)
    expect(html).toContain(
      `<source type="image/webp" srcSet="/p/1-480.webp 480w, /p/1-960.webp 960w, /p/1-1600.webp 1600w" sizes="${sizes}"/>`,
    )
    const img = html.match(/<img [^>]*>/)![0]
    expect(img).toContain('src="/p/1-960.jpg"')
    expect(img).toContain('srcSet="/p/1-480.jpg 480w, /p/1-960.jpg 960w, /p/1-1600.jpg 1600w"')
    expect(img).toContain(`sizes="${sizes}"`)
    expect(img).toContain('loading="lazy"')
  })

  it('shows a picture without variants as the one file it has', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={{ src: '/p/old.jpg' }} alt="" sizes={sizes} />)
    expect(html).not.toContain('<source')
    expect(html).not.toMatch(/srcset|sizes=/i)
  })
})
