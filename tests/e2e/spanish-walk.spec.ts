// A Spanish site that is Spanish (issue 43, item 1): every page of /es/sitemap.xml (and the pages reached from a form,
// which the sitemap leaves out) reads in Spanish, and any part still in English is marked lang="en" with the note
// that says so. The pages are read as the server sends them, parsed in the browser (no rendering: ~150 pages).
import { expect, test } from './fixtures'

// Words that are English and never Spanish; a text with two or more of them, and more of them than Spanish ones, is
// English. Names of places and people ("West Bay Road", "Roatan Realty") have none.
const ENGLISH = `the and with of for your you is are this that from to our we it on at by or be will have has was were
  these those which what when where who how can not`.split(/\s+/)
const SPANISH = `de la el los las en y con para por que su sus del una un es se al lo como más o`.split(/\s+/)

interface Finding {
  url: string
  problem: string
  text: string
}

test('every Spanish page reads in Spanish, and what is still English is marked and noted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const sitemap = await (await request.get('/es/sitemap.xml')).text()
  const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!.replaceAll('&amp;', '&')).pathname,
  )
  expect(urls.length).toBeGreaterThan(100)
  const [first, second] = urls.filter((url) => url.startsWith('/es/property/'))
  urls.push('/es/thank-you', `/es/compare?listings=${first!.split('/').pop()},${second!.split('/').pop()}`)

  await page.goto('/es/privacy-policy')
  const findings: Finding[] = await page.evaluate(
    async ({ urls, english, spanish }) => {
      const englishWords = new Set(english)
      const spanishWords = new Set(spanish)
      const notes = [
        'Este texto aún no está traducido al español; se muestra en inglés.',
        'Algunos textos de esta página aún no están traducidos al español; se muestran en inglés.',
        // reviews, as clients wrote them
        'Se muestran tal como las escribieron nuestros clientes, en inglés.',
      ]
      const isEnglish = (text: string) => {
        const words = text.toLowerCase().match(/[a-záéíóúñü]+/g) ?? []
        const en = words.filter((word) => englishWords.has(word)).length
        const es = words.filter((word) => spanishWords.has(word)).length
        return en >= 2 && en > es
      }
      const found: { url: string; problem: string; text: string }[] = []
      for (const url of urls) {
        const response = await fetch(url)
        const doc = new DOMParser().parseFromString(await response.text(), 'text/html')
        if (response.status !== 200) found.push({ url, problem: `status ${response.status}`, text: '' })
        if (doc.documentElement.lang !== 'es') found.push({ url, problem: 'html lang', text: doc.documentElement.lang })
        doc.querySelectorAll('script, style, template, noscript').forEach((element) => element.remove())
        // Text in the page's language: each block's own words, outside any part marked English
        const blocks = new Set<Element>()
        const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!
          if (parent.closest('[lang]')?.getAttribute('lang') !== 'es' || !node.textContent?.trim()) continue
          blocks.add(parent.closest('p, li, h1, h2, h3, h4, dt, dd, td, th, label, button, a, figcaption') ?? parent)
        }
        for (const block of blocks) {
          const own = [...block.childNodes]
            .map((child) =>
              child.nodeType === Node.TEXT_NODE || (child as Element).closest?.('[lang]')?.getAttribute('lang') === 'es'
                ? child.textContent
                : '',
            )
            .join(' ')
          if (isEnglish(own)) found.push({ url, problem: 'English not marked', text: own.trim().slice(0, 120) })
        }
        // Each part marked English has the note beside it (in it or in the few levels around it, short of the page)
        // (the language switch names English in English)
        for (const marked of doc.body.querySelectorAll('[lang="en"]:not([hreflang])')) {
          let around: Element | null = marked
          let noted = false
          for (
            let level = 0;
            level < 8 && around && around !== doc.body && !noted;
            level++, around = around.parentElement
          )
            noted = notes.some((note) => around!.textContent?.includes(note))
          if (!noted)
            found.push({ url, problem: 'English without the note', text: marked.textContent!.trim().slice(0, 120) })
        }
      }
      return found
    },
    { urls, english: ENGLISH, spanish: SPANISH },
  )
  expect(findings).toEqual([])
})
