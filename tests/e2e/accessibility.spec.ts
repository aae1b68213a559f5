// axe-core on the main pages, at phone and desktop width: no serious or critical violations (WCAG 2.2 AA, as
// Lighthouse checks target sizes).
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

const PAGES = [
  '/',
  '/properties',
  '/properties?type=condo&sort=price-asc',
  '/property/oceanfront-4-bedroom-villa-with-private-dock-in-west-bay',
  // three similar listings: stacked on a phone, they are far taller than a skipped section's remembered size
  '/property/canal-front-4-bedroom-home-with-50-foot-dock-at-parrot-tree',
  // sold: the status beside the price, its note, and the phone's contact bar
  '/property/two-bedroom-waterfront-home-with-dock-on-brick-bay',
  '/blog',
  '/areas',
  '/agents',
  '/agent/maria-bodden',
  '/faq',
  '/testimonials',
  '/buying-guide',
  '/contact',
  '/brand',
  '/no-such-page',
  // issue 43: Spanish pages with texts shown as written (reviews), the guide in Spanish, and the compare table that
  // scrolls sideways on a phone
  '/es',
  '/es/testimonials',
  '/es/buying-guide',
  '/es/compare?listings=oceanfront-4-bedroom-villa-with-private-dock-in-west-bay,hillside-3-bedroom-home-with-sunset-views-above-west-bay-beach',
  // issue 44: booking a tour (days as buttons, times as radio buttons), in Spanish too
  '/property/hillside-3-bedroom-home-with-sunset-views-above-west-bay-beach/tour',
  '/es/property/hillside-3-bedroom-home-with-sunset-views-above-west-bay-beach/tour',
]

// Each page at phone width and at desktop width, a test each: a loaded machine gives each its own time.
for (const path of PAGES) {
  for (const width of [390, 1280]) {
    test(`${path} has no serious or critical accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        )
      expect(serious).toEqual([])
    })
  }
}
