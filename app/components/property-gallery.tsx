import { useState } from 'react'
import { listingMessages } from '~/i18n/catalogs/listing'
import { useT } from '~/i18n/messages'
import type { PropertyImageSources } from '~/lib/image-url'
import { ResponsiveImage } from './responsive-image'

/** Photos of a listing: one large image, previous/next buttons, thumbnails; all reachable by keyboard. */
export function PropertyGallery({ title, photos }: { title: string; photos: PropertyImageSources[] }) {
  const t = useT(listingMessages)
  const [index, setIndex] = useState(0)
  const current = photos[index]
  if (!current) return null
  const count = photos.length
  const show = (next: number) => setIndex((next + count) % count)

  return (
    <section aria-label={t('listing.gallery.label')} className="mt-6">
      <div
        className="relative overflow-hidden rounded-2xl bg-sand"
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') show(index - 1)
          if (event.key === 'ArrowRight') show(index + 1)
        }}
      >
        <ResponsiveImage
          key={current.src}
          image={current}
          alt={t('listing.gallery.alt', { title, position: index + 1, count })}
          sizes="(min-width: 1280px) 1280px, 100vw"
          priority={index === 0}
          className="aspect-[3/2] max-h-[70vh] w-full object-cover"
        />
        {count > 1 ? (
          <>
            <GalleryButton label={t('listing.gallery.previous')} side="left" onClick={() => show(index - 1)} />
            <GalleryButton label={t('listing.gallery.next')} side="right" onClick={() => show(index + 1)} />
            <p
              className="absolute bottom-3 right-3 rounded-full bg-ink/80 px-3 py-1 text-sm font-medium text-white"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, position) => (
            <li key={photo.src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t('listing.gallery.show', { position: position + 1, count })}
                aria-current={position === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg ring-offset-2 ${position === index ? 'ring-3 ring-reef' : 'opacity-80 hover:opacity-100'}`}
              >
                {/* the smallest WebP (or JPEG) variant, not the full photo: a thumbnail is 112 pixels wide */}
                <ResponsiveImage
                  image={photo}
                  alt=""
                  sizes="112px"
                  className="h-16 w-24 object-cover sm:h-20 sm:w-28"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function GalleryButton({ label, side, onClick }: { label: string; side: 'left' | 'right'; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 ${side === 'left' ? 'left-3' : 'right-3'} flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl font-bold text-sea shadow hover:bg-white`}
    >
      <span aria-hidden="true">{side === 'left' ? '‹' : '›'}</span>
    </button>
  )
}
