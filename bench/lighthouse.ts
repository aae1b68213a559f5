// Lighthouse mobile figures (issue 13): performance, LCP, and the accessibility, best-practices and SEO scores of a
// page, the median of three runs, in headless Chromium (/usr/bin/chromium). Lighthouse is not a dependency of the
// site: the first bench run installs it into .tmp/lighthouse from the npm registry; without it (or Chromium) the
// figures are skipped with a message.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

type Report = (name: string, value: number, unit: string) => void

// 13 needs Node 22 or newer (decision 038).
const LIGHTHOUSE_VERSION = '13'
const RUNS = 3
const CHROMIUM = '/usr/bin/chromium'
const toolDir = path.resolve(`.tmp/lighthouse-${LIGHTHOUSE_VERSION}`)
const binary = path.join(toolDir, 'node_modules/.bin/lighthouse')

export function lighthouseReady(): boolean {
  if (!fs.existsSync(CHROMIUM)) return false
  if (fs.existsSync(binary)) return true
  fs.mkdirSync(toolDir, { recursive: true })
  fs.writeFileSync(path.join(toolDir, 'package.json'), '{"private":true}')
  spawnSync('npm', ['install', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
    cwd: toolDir,
    stdio: 'ignore',
  })
  return fs.existsSync(binary)
}

interface LighthouseRun {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  fcp: number
}

function lighthouse(url: string): LighthouseRun {
  const output = execFileSync(
    binary,
    [url, '--quiet', '--output=json', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  )
  const { categories, audits } = JSON.parse(output) as {
    categories: Record<string, { score: number }>
    audits: Record<string, { numericValue: number }>
  }
  const score = (name: string) => Math.round(categories[name]!.score * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']!.numericValue,
    fcp: audits['first-contentful-paint']!.numericValue,
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The medians of RUNS runs for each page; returns them for the targets. */
export function benchLighthouse(origin: string, pages: Record<string, string>, report: Report) {
  const results: { name: string; run: LighthouseRun }[] = []
  for (const [name, pathname] of Object.entries(pages)) {
    const runs = Array.from({ length: RUNS }, () => lighthouse(origin + pathname))
    const run = Object.fromEntries(
      Object.keys(runs[0]!).map((key) => [key, median(runs.map((each) => each[key as keyof LighthouseRun]))]),
    ) as unknown as LighthouseRun
    report(`lighthouse_${name}_performance`, run.performance, 'score')
    report(`lighthouse_${name}_lcp`, Math.round(run.lcp), 'ms')
    report(`lighthouse_${name}_fcp`, Math.round(run.fcp), 'ms')
    report(`lighthouse_${name}_accessibility`, run.accessibility, 'score')
    report(`lighthouse_${name}_best_practices`, run.bestPractices, 'score')
    report(`lighthouse_${name}_seo`, run.seo, 'score')
    results.push({ name, run })
  }
  return results
}
