// Generated illustrations for the demo content: no photos can be downloaded, so every listing, post and
// agent picture is drawn here as a flat, sunlit "travel poster" SVG. Pure functions: the same kind and
// seed always give the same document, and different seeds vary the time of day, colours, layout and counts.
// Only shapes, linear/radial gradients, clip paths and opacity are used, which librsvg (sharp) renders.
import type { SceneKind } from './types'

const VW = 1600
const VH = 1067
const TAU = Math.PI * 2
const DEG = Math.PI / 180

type Pt = [number, number]
type Circle = [number, number, number]
type Stop = [offset: number, color: string, opacity?: number]

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function mixSeed(seed: number, salt: string): number {
  let h = 2166136261
  for (let i = 0; i < salt.length; i++) {
    h ^= salt.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  const s = Number.isFinite(seed) ? Math.trunc(seed) : 0
  let x = h ^ Math.imul(s | 0, 0x9e3779b1) ^ Math.floor(s / 4294967296)
  // murmur3 finaliser, so neighbouring seeds start far apart
  x ^= x >>> 16
  x = Math.imul(x, 0x85ebca6b)
  x ^= x >>> 13
  x = Math.imul(x, 0xc2b2ae35)
  x ^= x >>> 16
  return x >>> 0
}

class Rand {
  private readonly next: () => number
  constructor(seed: number) {
    this.next = mulberry32(seed)
  }
  f(): number {
    return this.next()
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next()
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1 - 1e-9))
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[out[i], out[j]] = [out[j] as T, out[i] as T]
    }
    return out
  }
}

// ---------------------------------------------------------------------------------------------------------
// Colour

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v))
}

function smoothstep(t: number): number {
  const x = clamp(t, 0, 1)
  return x * x * (3 - 2 * x)
}

function toHex(r: number, g: number, b: number): string {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.round(clamp(v, 0, 255))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}

function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 30
  const ss = clamp(s, 0, 100) / 100
  const ll = clamp(l, 0, 100) / 100
  const a = ss * Math.min(ll, 1 - ll)
  const ch = (n: number): number => {
    const k = (n + hh) % 12
    return 255 * (ll - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)))
  }
  return toHex(ch(0), ch(8), ch(4))
}

function rgb(c: string): [number, number, number] {
  const n = parseInt(c.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a)
  const [r2, g2, b2] = rgb(b)
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t)
}

const darken = (c: string, t: number): string => mix(c, '#102030', t)
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)

// ---------------------------------------------------------------------------------------------------------
// SVG building blocks

const F = (v: number): string => String(Math.round(v * 10) / 10)

/** Template tag that rounds every interpolated number to one decimal. */
function P(strings: TemplateStringsArray, ...vals: number[]): string {
  let out = strings[0] ?? ''
  for (let i = 0; i < vals.length; i++) out += F(vals[i] as number) + (strings[i + 1] ?? '')
  return out
}

interface Look {
  opacity?: number
  transform?: string
  clip?: string
}

function look(s?: Look): string {
  if (!s) return ''
  let out = ''
  if (s.opacity !== undefined) out += ` opacity="${Math.round(s.opacity * 100) / 100}"`
  if (s.transform) out += ` transform="${s.transform}"`
  if (s.clip) out += ` clip-path="${s.clip}"`
  return out
}

const path = (d: string, fill: string, s?: Look): string => (d ? `<path d="${d}" fill="${fill}"${look(s)}/>` : '')
const rect = (x: number, y: number, w: number, h: number, fill: string, s?: Look, rx = 0): string =>
  `<rect x="${F(x)}" y="${F(y)}" width="${F(Math.max(0, w))}" height="${F(Math.max(0, h))}"${rx ? ` rx="${F(rx)}"` : ''} fill="${fill}"${look(s)}/>`
const circle = (cx: number, cy: number, r: number, fill: string, s?: Look): string =>
  `<circle cx="${F(cx)}" cy="${F(cy)}" r="${F(r)}" fill="${fill}"${look(s)}/>`
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, s?: Look): string =>
  `<ellipse cx="${F(cx)}" cy="${F(cy)}" rx="${F(rx)}" ry="${F(ry)}" fill="${fill}"${look(s)}/>`
const line = (d: string, color: string, width: number, s?: Look): string =>
  d
    ? `<path d="${d}" fill="none" stroke="${color}" stroke-width="${F(width)}" stroke-linecap="round" stroke-linejoin="round"${look(s)}/>`
    : ''

const rectD = (x: number, y: number, w: number, h: number): string => P`M${x} ${y}h${w}v${h}h${-w}Z`
const ellD = (cx: number, cy: number, rx: number, ry: number): string =>
  P`M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`
const circlesD = (cs: readonly Circle[]): string => cs.map(([x, y, r]) => ellD(x, y, r, r)).join('')
const polyD = (pts: readonly Pt[]): string => pts.map(([x, y], i) => `${i ? 'L' : 'M'}${F(x)} ${F(y)}`).join('') + 'Z'
const poly = (pts: readonly Pt[], fill: string, s?: Look): string => path(polyD(pts), fill, s)

/** Smooth curve through the points (Catmull-Rom as cubic Béziers), without the closing. */
function smoothD(pts: readonly Pt[]): string {
  const first = pts[0] as Pt
  let d = P`M${first[0]} ${first[1]}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]!
    const p1 = pts[i]!
    const p2 = pts[i + 1]!
    const p3 = pts[i + 2] ?? p2
    d += P`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`
  }
  return d
}

/** A filled landmass: smooth top edge through pts, straight down to `bottom`. */
function hillD(pts: readonly Pt[], bottom: number): string {
  const first = pts[0] as Pt
  const last = pts[pts.length - 1] as Pt
  return smoothD(pts) + P`L${last[0]} ${bottom}L${first[0]} ${bottom}Z`
}

function yAt(pts: readonly Pt[], x: number): number {
  const first = pts[0] as Pt
  if (x <= first[0]) return first[1]
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!
    const b = pts[i]!
    if (x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1)
  }
  return (pts[pts.length - 1] as Pt)[1]
}

function quad(a: Pt, b: Pt, c: Pt, t: number): Pt {
  const u = 1 - t
  return [u * u * a[0] + 2 * u * t * b[0] + t * t * c[0], u * u * a[1] + 2 * u * t * b[1] + t * t * c[1]]
}

function quadDir(a: Pt, b: Pt, c: Pt, t: number): Pt {
  const dx = 2 * (1 - t) * (b[0] - a[0]) + 2 * t * (c[0] - b[0])
  const dy = 2 * (1 - t) * (b[1] - a[1]) + 2 * t * (c[1] - b[1])
  const len = Math.hypot(dx, dy) || 1
  return [dx / len, dy / len]
}

// ---------------------------------------------------------------------------------------------------------
// Palette: time of day drives sky, light and water

type TimeOfDay = 'morning' | 'noon' | 'golden'

interface Palette {
  tod: TimeOfDay
  sky: [string, string, string]
  sun: string
  sunGlow: string
  sunX: number
  sunY: number
  sunR: number
  cloud: string
  cloudShade: string
  seaFar: string
  seaMid: string
  seaNear: string
  lagoon: string
  reef: string
  sand: string
  sandShade: string
  leafDark: string
  leafMid: string
  leafLight: string
  trunk: string
  haze: string
  light: string
  lightAmount: number
}

function makePalette(r: Rand): Palette {
  const tod = r.pick<TimeOfDay>(['morning', 'noon', 'noon', 'golden'])
  const j = r.range(-7, 7)
  const g = r.range(-8, 8)
  const sunX = VW * r.range(0.1, 0.9)
  const common = {
    sunX,
    trunk: hsl(30 + j, 30, 44),
    reef: hsl(212, 55, 26),
  }
  if (tod === 'morning') {
    return {
      ...common,
      tod,
      sky: [hsl(202 + j, 64, 63), hsl(196 + j, 60, 80), hsl(32 + j, 90, 88)],
      sun: '#fff3c9',
      sunGlow: '#ffeab3',
      sunY: VH * r.range(0.17, 0.26),
      sunR: r.range(44, 58),
      cloud: '#fffaf3',
      cloudShade: hsl(22 + j, 70, 89),
      seaFar: hsl(207 + j, 58, 44),
      seaMid: hsl(193 + j, 68, 47),
      seaNear: hsl(179 + j, 62, 52),
      lagoon: hsl(171 + j, 62, 70),
      sand: hsl(43, 72, 90),
      sandShade: hsl(36, 50, 78),
      leafDark: hsl(156 + g, 50, 21),
      leafMid: hsl(140 + g, 46, 34),
      leafLight: hsl(100 + g, 50, 47),
      haze: hsl(195 + j, 55, 86),
      light: '#fff0cc',
      lightAmount: 0.16,
    }
  }
  if (tod === 'golden') {
    return {
      ...common,
      tod,
      sky: [hsl(222 + j, 48, 58), hsl(14 + j, 82, 78), hsl(40 + j, 96, 80)],
      sun: '#fff0b8',
      sunGlow: '#ffcf80',
      sunY: VH * r.range(0.22, 0.3),
      sunR: r.range(56, 74),
      cloud: hsl(32 + j, 95, 90),
      cloudShade: hsl(352 + j, 62, 82),
      seaFar: hsl(218 + j, 42, 42),
      seaMid: hsl(196 + j, 52, 42),
      seaNear: hsl(182 + j, 48, 47),
      lagoon: hsl(172 + j, 46, 63),
      sand: hsl(36, 72, 85),
      sandShade: hsl(26, 52, 71),
      leafDark: hsl(165 + g, 42, 18),
      leafMid: hsl(128 + g, 36, 31),
      leafLight: hsl(82 + g, 48, 44),
      haze: hsl(25 + j, 75, 84),
      light: '#ffc978',
      lightAmount: 0.2,
    }
  }
  return {
    ...common,
    tod,
    sky: [hsl(208 + j, 74, 51), hsl(200 + j, 76, 69), hsl(192 + j, 70, 88)],
    sun: '#fffdf0',
    sunGlow: '#fff6cc',
    sunY: VH * r.range(0.07, 0.14),
    sunR: r.range(42, 54),
    cloud: '#ffffff',
    cloudShade: hsl(205 + j, 55, 88),
    seaFar: hsl(212 + j, 72, 37),
    seaMid: hsl(195 + j, 82, 42),
    seaNear: hsl(180 + j, 72, 47),
    lagoon: hsl(172 + j, 68, 66),
    sand: hsl(44, 70, 91),
    sandShade: hsl(38, 50, 79),
    leafDark: hsl(158 + g, 55, 19),
    leafMid: hsl(142 + g, 50, 31),
    leafLight: hsl(102 + g, 52, 44),
    haze: hsl(195 + j, 60, 86),
    light: '#fff6da',
    lightAmount: 0.1,
  }
}

const WALLS = [
  '#7fd1c7',
  '#f6d365',
  '#f4a68c',
  '#c6b3e6',
  '#9fd8a4',
  '#f7c1cf',
  '#8ec5ea',
  '#ffe3a3',
  '#f29e7b',
  '#b8e0d2',
  '#ffd1a1',
  '#fdf3e1',
]
const ROOFS = ['#c8553d', '#2e86ab', '#1f7a6d', '#e07a3f', '#8c3b4a', '#3d5a80', '#b23a48', '#4a7c59', '#d9694a']
const ACCENTS = ['#1b7f8c', '#e36f5a', '#2f5d8a', '#f2b134', '#3a9d6a', '#8e5aa8', '#d94f70', '#0f9bb3']
const FLOWERS = ['#e83f6f', '#ff5d8f', '#c2185b', '#ff8c42', '#f9c80e', '#d63af9']

interface HouseStyle {
  wall: string
  roof: string
  trim: string
  accent: string
}

function houseStyle(r: Rand): HouseStyle {
  const wall = r.pick(WALLS)
  let accent = r.pick(ACCENTS)
  if (accent === wall) accent = '#2f5d8a'
  return { wall, roof: r.pick(ROOFS), trim: r.pick(['#ffffff', '#fffaf0', '#fdf6e3']), accent }
}

// ---------------------------------------------------------------------------------------------------------
// Canvas: collects defs (gradients, clips) and body parts

class Canvas {
  readonly parts: string[] = []
  private readonly defs: string[] = []
  private n = 0
  constructor(
    readonly r: Rand,
    public p: Palette,
  ) {}

  add(...items: string[]): void {
    for (const s of items) if (s) this.parts.push(s)
  }

  private id(): string {
    return `g${this.n++}`
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id()
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id()
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`)
    return `url(#${id})`
  }

  clip(shape: string): string {
    const id = this.id()
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`)
    return `url(#${id})`
  }

  /** Wrap everything added since `mark` in a group. */
  wrapFrom(mark: number, open: string): void {
    const inner = this.parts.splice(mark)
    this.parts.push(open + inner.join('') + '</g>')
  }

  toSvg(width: number, height: number, vw: number, vh: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${F(width)}" height="${F(height)}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    )
  }
}

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')
}

// ---------------------------------------------------------------------------------------------------------
// Sky, sun, clouds, birds

function drawSky(c: Canvas, bottom: number): void {
  const [a, b, d] = c.p.sky
  c.add(
    rect(
      0,
      0,
      VW,
      bottom + 4,
      c.linear([
        [0, a],
        [0.62, b],
        [1, d],
      ]),
    ),
  )
}

function drawSun(c: Canvas): void {
  const { sunX, sunY, sunR, sun, sunGlow } = c.p
  c.add(
    circle(
      sunX,
      sunY,
      sunR * 6,
      c.radial([
        [0, sunGlow, 0.75],
        [0.22, sunGlow, 0.32],
        [1, sunGlow, 0],
      ]),
    ),
  )
  c.add(circle(sunX, sunY, sunR * 1.5, sun, { opacity: 0.3 }))
  c.add(circle(sunX, sunY, sunR, sun))
}

function cloud(c: Canvas, x: number, y: number, w: number): void {
  const { r, p } = c
  const n = r.int(3, 5)
  let d = P`M${x} ${y}A${w / 2} ${w * 0.1} 0 0 1 ${x + w} ${y}Z`
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n
    const rx = (w / n) * r.range(0.6, 0.9)
    const cx = x + w * (0.1 + 0.8 * t) + r.range(-0.04, 0.04) * w
    const ry = rx * r.range(0.8, 1.1) * (1.2 - Math.abs(t - 0.5) * 1.1)
    d += P`M${cx - rx} ${y}A${rx} ${ry} 0 0 1 ${cx + rx} ${y}Z`
  }
  c.add(path(d, p.cloudShade), path(d, p.cloud, { transform: P`translate(0 ${-w * 0.035})` }))
}

function drawClouds(c: Canvas, count: number, yMin: number, yMax: number, scale = 1): void {
  const { r } = c
  const slots = r.shuffle([...Array(Math.max(count, 1)).keys()])
  for (let i = 0; i < count; i++) {
    const w = r.range(170, 360) * scale
    const slot = slots[i] as number
    const x = ((slot + r.range(0, 0.7)) * VW) / count - w * 0.3
    cloud(c, x, r.range(yMin, Math.max(yMin + 1, yMax)), w)
  }
}

function drawBirds(c: Canvas, count: number, yMin: number, yMax: number): void {
  const { r } = c
  let d = ''
  const cx = r.range(VW * 0.15, VW * 0.85)
  for (let i = 0; i < count; i++) {
    const x = cx + r.range(-180, 180)
    const y = r.range(yMin, yMax)
    const s = r.range(8, 15)
    d += P`M${x - s} ${y - s * 0.25}Q${x - s * 0.5} ${y - s * 0.75} ${x} ${y}Q${x + s * 0.5} ${y - s * 0.75} ${x + s} ${y - s * 0.25}`
  }
  c.add(line(d, darken(c.p.sky[0], 0.55), 2.6, { opacity: 0.75 }))
}

// ---------------------------------------------------------------------------------------------------------
// Sea, reef, beach, islands, hills

function drawSea(c: Canvas, top: number, bottom: number): void {
  const p = c.p
  c.add(
    rect(
      0,
      top,
      VW,
      bottom - top,
      c.linear([
        [0, p.seaFar],
        [0.3, p.seaMid],
        [1, p.seaNear],
      ]),
    ),
  )
  c.add(rect(0, top, VW, 3, p.haze, { opacity: 0.65 }))
}

function drawGlint(c: Canvas, top: number, bottom: number): void {
  const { r, p } = c
  let d = ''
  for (let i = 0; i < 14; i++) {
    const t = i / 14
    const y = top + 5 + (bottom - top) * 0.6 * t * t + r.range(0, 4)
    const w = p.sunR * (0.35 + 1.5 * t) * r.range(0.5, 1.3)
    const x = p.sunX + r.range(-0.5, 0.5) * p.sunR * (1 + 2 * t)
    d += P`M${x - w} ${y}h${2 * w}`
  }
  c.add(line(d, p.sun, 3.5, { opacity: p.tod === 'noon' ? 0.3 : 0.6 }))
}

function drawReef(c: Canvas, reefY: number, bottom: number): void {
  const { r, p } = c
  c.add(
    rect(
      0,
      reefY,
      VW,
      bottom - reefY,
      c.linear([
        [0, p.lagoon, 0],
        [0.2, p.lagoon, 0.55],
        [1, p.lagoon, 0.9],
      ]),
    ),
  )
  let d = ''
  const depth = bottom - reefY
  for (let i = 0; i < 22; i++) {
    const y = reefY + r.range(-0.12, 0.75) * depth
    const k = 0.5 + (y - reefY) / Math.max(depth, 1)
    const rx = r.range(30, 100) * k
    d += ellD(r.range(0, VW), y, rx, rx * r.range(0.1, 0.2))
  }
  c.add(path(d, p.reef, { opacity: 0.2 }))
  let f = ''
  let x = r.range(-60, 20)
  while (x < VW) {
    const len = r.range(40, 170)
    f += ellD(x + len / 2, reefY + r.range(-3, 3), len / 2, r.range(1.6, 3.2))
    x += len + r.range(25, 150)
  }
  c.add(path(f, '#ffffff', { opacity: 0.8 }))
}

function drawWaves(c: Canvas, top: number, bottom: number, count: number): void {
  const { r } = c
  let far = ''
  let near = ''
  for (let i = 0; i < count; i++) {
    const t = r.f()
    const y = top + (bottom - top) * t
    const s = 6 + 24 * t
    const x = r.range(0, VW)
    const d = P`M${x} ${y}q${s} ${-s * 0.22} ${2 * s} 0`
    if (t < 0.5) far += d
    else near += d
  }
  c.add(line(far, '#ffffff', 1.6, { opacity: 0.35 }), line(near, '#ffffff', 2.6, { opacity: 0.4 }))
}

type Taper = 'both' | 'left' | 'right' | 'none'

function ridgePoints(r: Rand, x0: number, x1: number, baseY: number, amp: number, n: number, taper: Taper): Pt[] {
  const ph1 = r.range(0, TAU)
  const ph2 = r.range(0, TAU)
  const f1 = r.range(0.6, 1.4)
  const f2 = r.range(2, 4)
  const pts: Pt[] = []
  for (let i = 0; i <= n; i++) {
    const t = i / n
    let h = 0.65 + 0.25 * Math.sin(t * f1 * TAU + ph1) + 0.1 * Math.sin(t * f2 * TAU + ph2)
    if (taper === 'both') h *= Math.pow(Math.sin(Math.PI * t), 0.75)
    if (taper === 'left') h *= smoothstep(t / 0.35)
    if (taper === 'right') h *= smoothstep((1 - t) / 0.35)
    pts.push([x0 + (x1 - x0) * t, baseY - amp * h])
  }
  return pts
}

function drawIslands(c: Canvas, hy: number, count: number): void {
  const { r, p } = c
  for (let i = 0; i < count; i++) {
    const w = r.range(280, 720)
    const x0 = r.range(-w * 0.4, VW - w * 0.6)
    const amp = r.range(28, 70) * (w / 500)
    const col = mix(p.leafMid, p.haze, 0.62 - i * 0.08)
    c.add(path(hillD(ridgePoints(r, x0, x0 + w, hy + 1, amp, 10, 'both'), hy + 3), col))
  }
}

/** Sand from the waterline at ~y down to the bottom, with foam and a bright shallow band; returns the edge. */
function drawBeach(c: Canvas, y: number, bottom = VH): Pt[] {
  const { r, p } = c
  const tilt = r.range(-50, 50)
  const ph = r.range(0, TAU)
  const pts: Pt[] = []
  for (let i = 0; i <= 10; i++) {
    pts.push([-30 + ((VW + 60) * i) / 10, y + tilt * (i / 10 - 0.5) + Math.sin(i * 0.9 + ph) * 9])
  }
  const shallow = pts.map(([x, yy]): Pt => [x, yy - 16])
  const foam = pts.map(([x, yy]): Pt => [x, yy - 3])
  c.add(path(hillD(shallow, bottom), lighten(p.lagoon, 0.25), { opacity: 0.85 }))
  c.add(line(smoothD(foam), '#ffffff', 6, { opacity: 0.9 }))
  const wet = mix(p.sand, p.sandShade, 0.75)
  c.add(
    path(
      hillD(pts, bottom),
      c.linear([
        [0, wet],
        [0.07, p.sand],
        [1, lighten(p.sand, 0.3)],
      ]),
    ),
  )
  // a few wind ripples in the sand
  let d = ''
  for (let i = 0; i < 14; i++) {
    const x = r.range(0, VW)
    const yy = yAt(pts, x) + r.range(30, bottom - y)
    const s = r.range(20, 50)
    d += P`M${x} ${yy}q${s} ${-5} ${2 * s} 0`
  }
  c.add(line(d, p.sandShade, 2, { opacity: 0.35 }))
  return pts
}

function treeClump(list: Circle[], hi: Circle[], x: number, y: number, s: number): void {
  list.push([x, y - s * 0.55, s * 0.62], [x - s * 0.5, y - s * 0.15, s * 0.5], [x + s * 0.5, y - s * 0.12, s * 0.52])
  hi.push([x - s * 0.1, y - s * 0.64, s * 0.62], [x - s * 0.58, y - s * 0.24, s * 0.5])
}

/** Rows of rounded tree crowns following a ridge line: jungle texture. */
function drawCanopy(
  c: Canvas,
  pts: readonly Pt[],
  x0: number,
  x1: number,
  rows: number,
  size: number,
  colors: readonly string[],
  step: number,
): void {
  const { r } = c
  for (let row = 0; row < rows; row++) {
    const col = colors[Math.min(row, colors.length - 1)] as string
    const list: Circle[] = []
    const hi: Circle[] = []
    let x = x0 - r.range(0, size)
    while (x < x1 + size) {
      const s = size * r.range(0.7, 1.25)
      treeClump(list, hi, x, yAt(pts, x) + row * step + s * 0.45 + r.range(-0.12, 0.12) * size, s)
      x += s * r.range(0.75, 1.2)
    }
    c.add(path(circlesD(hi), lighten(col, 0.16)), path(circlesD(list), col))
  }
}

/** Tree crowns scattered over a landmass below its ridge. */
function scatterTrees(
  c: Canvas,
  pts: readonly Pt[],
  count: number,
  x0: number,
  x1: number,
  bottom: number,
  size: [number, number],
  colors: readonly string[],
  avoid?: [number, number, number, number],
): void {
  const { r } = c
  const lists = colors.map(() => ({ list: [] as Circle[], hi: [] as Circle[] }))
  for (let i = 0; i < count; i++) {
    const x = r.range(x0, x1)
    const top = yAt(pts, x) + 10
    if (top >= bottom) continue
    const y = r.range(top, bottom)
    if (avoid && x > avoid[0] && x < avoid[2] && y > avoid[1] && y < avoid[3]) continue
    const k = (y - top) / Math.max(1, bottom - top)
    const s = r.range(size[0], size[1]) * (0.75 + 0.5 * k)
    const bucket = lists[Math.floor(r.f() * lists.length)]!
    treeClump(bucket.list, bucket.hi, x, y, s)
  }
  lists.forEach((b, i) => {
    const col = colors[i] as string
    c.add(path(circlesD(b.hi), lighten(col, 0.14)), path(circlesD(b.list), col))
  })
}

// ---------------------------------------------------------------------------------------------------------
// Vegetation

function frondD(x: number, y: number, a: number, L: number): string {
  const dx = Math.cos(a)
  const dy = Math.sin(a)
  const base: Pt = [x, y]
  const tip: Pt = [x + dx * L, y + dy * L * 0.42 + L * (0.12 + 0.3 * Math.abs(dx))]
  const ctrl: Pt = [x + dx * L * 0.62, y + dy * L * 0.62 - L * 0.2]
  const k = 12
  const up: Pt[] = []
  const down: Pt[] = []
  for (let i = 1; i <= k; i++) {
    const t = i / (k + 1)
    const [bx, by] = quad(base, ctrl, tip, t)
    const [ux, uy] = quadDir(base, ctrl, tip, t)
    let nx = -uy
    let ny = ux
    if (ny > 0) {
      nx = -nx
      ny = -ny
    }
    const env = Math.sin(Math.PI * Math.min(1, 0.1 + t))
    up.push([bx + nx * L * 0.045 * env, by + ny * L * 0.045 * env])
    const fl = L * 0.2 * env
    down.push([bx - nx * L * 0.015, by - ny * L * 0.015])
    down.push([bx - nx * fl * 0.75 + ux * fl * 0.55, by - ny * fl * 0.75 + uy * fl * 0.55 + fl * 0.35])
  }
  return polyD([base, ...up, tip, ...down.reverse()])
}

/** A coconut palm; `fade` (0-1) blends it toward the haze for distance. */
function palm(c: Canvas, x: number, baseY: number, h: number, lean: number, fade = 0): void {
  const { r, p } = c
  const ctrl: Pt = [x + lean * h * 0.9, baseY - h * 0.55]
  const top: Pt = [x + lean * h, baseY - h]
  const w0 = h * 0.036
  const w2 = h * 0.019
  const trunk = mix(p.trunk, p.haze, fade)
  c.add(
    path(
      P`M${x - w0} ${baseY}Q${ctrl[0] - w0 * 0.8} ${ctrl[1]} ${top[0] - w2} ${top[1]}L${top[0] + w2} ${top[1]}Q${ctrl[0] + w0 * 0.8} ${ctrl[1]} ${x + w0} ${baseY}Z`,
      trunk,
    ),
  )
  let rings = ''
  for (let t = 0.06; t < 0.95; t += 0.065) {
    const [bx, by] = quad([x, baseY], ctrl, top, t)
    const ww = w0 + (w2 - w0) * t
    rings += P`M${bx - ww * 0.8} ${by}l${ww * 1.6} ${-ww * 0.3}`
  }
  c.add(line(rings, darken(trunk, 0.35), Math.max(1.2, h * 0.006), { opacity: 0.45 }))
  const n = r.int(6, 8)
  const L = h * r.range(0.4, 0.5)
  const stepDeg = 200 / (n - 1)
  const back: string[] = []
  const front: string[] = []
  const light: string[] = []
  for (let i = 0; i < n; i++) {
    const a = -190 + stepDeg * i + r.range(-6, 6)
    const len = (k: number): number => L * k * (0.7 + 0.3 * Math.abs(Math.cos(a * DEG)))
    back.push(frondD(top[0], top[1], (a + stepDeg / 2) * DEG, len(r.range(0.8, 0.92))))
    ;(i % 3 === 1 ? light : front).push(frondD(top[0], top[1], a * DEG, len(r.range(0.9, 1.05))))
  }
  c.add(
    path(back.join(''), mix(p.leafDark, p.haze, fade)),
    path(front.join(''), mix(p.leafMid, p.haze, fade)),
    path(light.join(''), mix(mix(p.leafMid, p.leafLight, 0.45), p.haze, fade)),
  )
  const cs = L * 0.055
  c.add(
    path(
      circlesD([
        [top[0] - cs, top[1] + cs * 1.2, cs],
        [top[0] + cs, top[1] + cs * 1.3, cs],
        [top[0], top[1] + cs * 2.1, cs],
      ]),
      mix('#5e4026', p.haze, fade),
    ),
  )
}

function bush(c: Canvas, x: number, y: number, s: number, color: string, flowers?: string): void {
  const { r } = c
  const list: Circle[] = []
  const hi: Circle[] = []
  const n = r.int(3, 5)
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1)
    treeClump(list, hi, x + (t - 0.5) * s * 1.6, y + r.range(-0.1, 0.1) * s, s * r.range(0.55, 0.8))
  }
  c.add(path(circlesD(hi), lighten(color, 0.2)), path(circlesD(list), color))
  if (flowers) {
    const fl: Circle[] = []
    const n2 = r.int(5, 10)
    for (let i = 0; i < n2; i++)
      fl.push([x + r.range(-0.9, 0.9) * s, y - r.range(0.1, 0.8) * s, s * r.range(0.07, 0.11)])
    c.add(path(circlesD(fl), flowers), path(circlesD(fl.map(([a, b, rr]): Circle => [a, b, rr * 0.35])), '#fff3a8'))
  }
}

/** A broad banana / heliconia-like leaf from (x, y) at angle a. */
function bigLeaf(c: Canvas, x: number, y: number, a: number, len: number, width: number, color: string): void {
  const dx = Math.cos(a)
  const dy = Math.sin(a)
  const nx = -dy
  const ny = dx
  const tip: Pt = [x + dx * len, y + dy * len]
  const m1: Pt = [x + dx * len * 0.45 + nx * width, y + dy * len * 0.45 + ny * width]
  const m2: Pt = [x + dx * len * 0.45 - nx * width, y + dy * len * 0.45 - ny * width]
  c.add(path(P`M${x} ${y}Q${m1[0]} ${m1[1]} ${tip[0]} ${tip[1]}Q${m2[0]} ${m2[1]} ${x} ${y}Z`, color))
  c.add(path(P`M${x} ${y}Q${m1[0]} ${m1[1]} ${tip[0]} ${tip[1]}Z`, lighten(color, 0.14), { opacity: 0.6 }))
  let veins = P`M${x} ${y}L${tip[0]} ${tip[1]}`
  for (let t = 0.15; t < 0.9; t += 0.09) {
    const bx = x + dx * len * t
    const by = y + dy * len * t
    const w = width * 0.36 * Math.sin(Math.PI * t)
    veins += P`M${bx} ${by}l${nx * w + dx * w * 0.5} ${ny * w + dy * w * 0.5}M${bx} ${by}l${-nx * w + dx * w * 0.5} ${-ny * w + dy * w * 0.5}`
  }
  c.add(line(veins, darken(color, 0.25), Math.max(1.5, width * 0.05), { opacity: 0.45 }))
}

function bougainvillea(c: Canvas, x: number, y: number, s: number): void {
  const { r, p } = c
  const leaves: Circle[] = []
  const blooms: Circle[] = []
  for (let i = 0; i < 26; i++) {
    const a = r.range(0, TAU)
    const d = Math.sqrt(r.f()) * s
    leaves.push([x + Math.cos(a) * d, y + Math.sin(a) * d * 0.7, s * r.range(0.1, 0.18)])
  }
  for (let i = 0; i < 40; i++) {
    const a = r.range(0, TAU)
    const d = Math.sqrt(r.f()) * s * 1.05
    blooms.push([x + Math.cos(a) * d, y + Math.sin(a) * d * 0.7, s * r.range(0.06, 0.11)])
  }
  const bloom = r.pick(['#e0218a', '#d6246e', '#f25c9a', '#c71585', '#ff6f91'])
  c.add(
    path(circlesD(leaves), p.leafMid),
    path(circlesD(blooms), bloom),
    path(circlesD(blooms.slice(0, 14)), lighten(bloom, 0.3)),
  )
}

// ---------------------------------------------------------------------------------------------------------
// Buildings

const GLASS = '#a9d8e6'

function windowShape(
  c: Canvas,
  cx: number,
  y: number,
  ww: number,
  wh: number,
  st: HouseStyle,
  shutters: boolean,
): void {
  if (shutters) {
    const sw = ww * 0.46
    c.add(rect(cx - ww / 2 - sw - 3, y - 2, sw, wh + 4, st.accent), rect(cx + ww / 2 + 3, y - 2, sw, wh + 4, st.accent))
    let d = ''
    for (let yy = y + 6; yy < y + wh; yy += 8)
      d += P`M${cx - ww / 2 - sw} ${yy}h${sw - 5}M${cx + ww / 2 + 6} ${yy}h${sw - 5}`
    c.add(line(d, darken(st.accent, 0.3), 1.5, { opacity: 0.5 }))
  }
  c.add(rect(cx - ww / 2 - 4, y - 4, ww + 8, wh + 8, st.trim))
  c.add(rect(cx - ww / 2, y, ww, wh, GLASS))
  c.add(
    poly(
      [
        [cx - ww / 2, y + wh * 0.55],
        [cx - ww / 2 + ww * 0.55, y],
        [cx - ww / 2 + ww * 0.8, y],
        [cx - ww / 2, y + wh * 0.9],
      ],
      '#ffffff',
      { opacity: 0.35 },
    ),
  )
  c.add(line(P`M${cx} ${y}v${wh}M${cx - ww / 2} ${y + wh * 0.5}h${ww}`, st.trim, 3))
  c.add(rect(cx - ww / 2 - 8, y + wh + 2, ww + 16, 6, st.trim))
}

interface CottageOpts {
  x: number
  baseY: number
  w: number
  h: number
  stilts: number
  porch: boolean
  style: HouseStyle
  shadow?: boolean
}

/** Caribbean cottage: front face, gable side to the right, tin roof, shutters, optional stilts and porch. */
function cottage(c: Canvas, o: CottageOpts): void {
  const { r } = c
  const { x, baseY, w, h, stilts, style } = o
  const sw = w * 0.36
  const floorY = baseY - stilts
  const top = floorY - h
  const rh = sw * 0.62
  const oh = w * 0.04
  const eave = 8
  const wood = '#7a5a3e'
  const wallSide = mix(style.wall, '#33425c', 0.28)
  if (o.shadow !== false) c.add(ellipse(x + (w + sw) / 2, baseY + 4, (w + sw) * 0.6, 12, '#1d2b3a', { opacity: 0.16 }))
  if (stilts > 0) {
    let posts = ''
    for (const px of [x + 6, x + w * 0.35, x + w * 0.68, x + w - 6, x + w + sw - 8])
      posts += rectD(px - 5, floorY, 10, stilts + 2)
    c.add(path(posts, wood))
    c.add(
      line(
        P`M${x + 6} ${floorY + 6}L${x + w * 0.35} ${baseY - 4}M${x + w * 0.68} ${floorY + 6}L${x + w - 6} ${baseY - 4}`,
        wood,
        4,
      ),
    )
    c.add(rect(x - 8, floorY - 4, w + sw + 12, 12, darken(wood, 0.1)))
  }
  // gable side
  c.add(
    poly(
      [
        [x + w, floorY],
        [x + w, top],
        [x + w + sw / 2, top - rh],
        [x + w + sw, top],
        [x + w + sw, floorY],
      ],
      wallSide,
    ),
  )
  c.add(
    circle(x + w + sw / 2, top - rh * 0.32, rh * 0.17, style.trim),
    circle(x + w + sw / 2, top - rh * 0.32, rh * 0.12, '#3b4a5e'),
  )
  const sideWin = Math.min(sw * 0.4, h * 0.35)
  c.add(rect(x + w + sw / 2 - sideWin / 2 - 3, top + h * 0.3 - 3, sideWin + 6, sideWin * 1.2 + 6, style.trim))
  c.add(rect(x + w + sw / 2 - sideWin / 2, top + h * 0.3, sideWin, sideWin * 1.2, darken(GLASS, 0.15)))
  // front
  c.add(rect(x, top, w, h, style.wall))
  let siding = ''
  for (let yy = top + 14; yy < floorY - 4; yy += 14) siding += P`M${x + 2} ${yy}h${w - 4}`
  c.add(line(siding, darken(style.wall, 0.2), 1.4, { opacity: 0.35 }))
  const slots = Math.max(2, Math.round(w / 100))
  const doorSlot = r.int(0, slots - 1)
  const ww = Math.min(56, (w / slots) * 0.38)
  for (let i = 0; i < slots; i++) {
    const cx = x + (w * (i + 0.5)) / slots
    if (i === doorSlot) {
      const dw = Math.min(58, (w / slots) * 0.5)
      const dh = h * 0.7
      c.add(rect(cx - dw / 2 - 5, floorY - dh - 5, dw + 10, dh + 5, style.trim))
      c.add(rect(cx - dw / 2, floorY - dh, dw, dh, style.accent))
      c.add(rect(cx - dw / 2 + 7, floorY - dh + 8, dw - 14, dh * 0.35, GLASS, { opacity: 0.85 }))
      c.add(circle(cx + dw / 2 - 9, floorY - dh * 0.45, 3.2, '#f5d78e'))
    } else {
      windowShape(c, cx, top + h * 0.24, ww, h * 0.42, style, true)
    }
  }
  c.add(rect(x, top, w, 14, '#0b1a2a', { opacity: 0.12 }))
  if (o.porch) {
    const railH = h * 0.3
    let rail = rectD(x - 4, floorY - railH, w + 8, 6) + rectD(x - 4, floorY - 10, w + 8, 5)
    for (let bx = x + 8; bx < x + w - 4; bx += 15) rail += rectD(bx, floorY - railH + 6, 4.5, railH - 12)
    let posts = ''
    for (let i = 0; i <= slots; i++) posts += rectD(x + (w * i) / slots - 5 - (i === slots ? 0 : 0), top + 4, 10, h - 4)
    c.add(path(posts, style.trim), path(rail, style.trim))
  }
  // roof
  const roofPts: Pt[] = [
    [x - oh, top + eave],
    [x + w + oh * 0.4, top + eave],
    [x + w + sw / 2 + oh * 0.4, top - rh],
    [x - oh + sw / 2, top - rh],
  ]
  c.add(poly(roofPts, style.roof))
  let ribs = ''
  for (let xi = x - oh + 16; xi < x + w; xi += 16) ribs += P`M${xi} ${top + eave}L${xi + sw / 2} ${top - rh}`
  c.add(line(ribs, darken(style.roof, 0.25), 2, { opacity: 0.35 }))
  c.add(
    poly(
      [
        [x - oh + sw / 2, top - rh],
        [x + w + sw / 2 + oh * 0.4, top - rh],
        [x + w + sw / 2, top - rh + 8],
        [x - oh + sw / 2 + 4, top - rh + 8],
      ],
      lighten(style.roof, 0.3),
    ),
  )
  c.add(rect(x - oh, top + eave - 3, w + oh * 1.4, 7, style.trim))
  c.add(line(P`M${x + w + sw / 2 + oh * 0.4} ${top - rh}L${x + w + sw + oh * 0.5} ${top + eave}`, style.trim, 6))
  if (stilts > 0) {
    const sx = x + (w * (doorSlot + 0.5)) / slots
    const sw2 = Math.min(60, w * 0.16)
    c.add(rect(sx - sw2 / 2, floorY, sw2, stilts + 4, '#9a7654'))
    let steps = ''
    for (let yy = floorY + 10; yy < baseY; yy += 12) steps += P`M${sx - sw2 / 2} ${yy}h${sw2}`
    c.add(line(steps, '#5e432c', 2.5, { opacity: 0.6 }))
  }
}

interface VillaOpts {
  x: number
  baseY: number
  w: number
  h: number
  wall: string
  accent: string
  roof: string | null
}

/** Modern two-volume villa with big glass, wood slats, flat slabs or a hip roof. */
function villa(c: Canvas, o: VillaOpts): void {
  const { r } = c
  const { x, baseY, w, h, wall } = o
  const side = w * 0.1
  const sideCol = mix(wall, '#35445e', 0.25)
  const frame = '#36414f'
  const glass = c.linear([
    [0, lighten(c.p.sky[1], 0.3)],
    [1, mix(c.p.seaFar, '#20354a', 0.3)],
  ])
  // lower volume
  const lt = baseY - h
  c.add(
    poly(
      [
        [x + w, baseY],
        [x + w, lt],
        [x + w + side, lt - side * 0.5],
        [x + w + side, baseY - side * 0.5],
      ],
      sideCol,
    ),
  )
  c.add(rect(x, lt, w, h, wall))
  const gx0 = x + w * 0.06
  const gw = w * 0.62
  c.add(rect(gx0, lt + h * 0.16, gw, h * 0.84, glass))
  let mull = ''
  const panes = r.int(3, 4)
  for (let i = 0; i <= panes; i++) mull += P`M${gx0 + (gw * i) / panes} ${lt + h * 0.16}v${h * 0.84}`
  c.add(line(mull + P`M${gx0} ${lt + h * 0.16}h${gw}`, frame, 4))
  c.add(
    poly(
      [
        [gx0 + gw * 0.1, baseY],
        [gx0 + gw * 0.45, lt + h * 0.16],
        [gx0 + gw * 0.55, lt + h * 0.16],
        [gx0 + gw * 0.2, baseY],
      ],
      '#ffffff',
      { opacity: 0.18 },
    ),
  )
  const slatX = gx0 + gw + w * 0.05
  const slatW = x + w - slatX - w * 0.04
  c.add(rect(slatX, lt + h * 0.16, slatW, h * 0.84, o.accent))
  let slats = ''
  for (let sx = slatX + 7; sx < slatX + slatW; sx += 9) slats += P`M${sx} ${lt + h * 0.16}v${h * 0.84}`
  c.add(line(slats, darken(o.accent, 0.3), 2, { opacity: 0.45 }))
  // upper volume
  const uw = w * r.range(0.52, 0.64)
  const ux = r.chance(0.5) ? x + w * 0.04 : x + w - uw - w * 0.02
  const uh = h * 0.92
  const ut = lt - uh
  c.add(
    poly(
      [
        [ux + uw, lt],
        [ux + uw, ut],
        [ux + uw + side, ut - side * 0.5],
        [ux + uw + side, lt - side * 0.5],
      ],
      sideCol,
    ),
  )
  c.add(rect(ux, ut, uw, uh, wall))
  const ugw = uw * 0.7
  c.add(rect(ux + uw * 0.08, ut + uh * 0.18, ugw, uh * 0.7, glass))
  let umull = ''
  for (let i = 0; i <= 3; i++) umull += P`M${ux + uw * 0.08 + (ugw * i) / 3} ${ut + uh * 0.18}v${uh * 0.7}`
  c.add(line(umull, frame, 4))
  // terrace railing on the lower roof
  c.add(rect(x - 8, lt - 10, w + 16 + side, 14, '#f4f1ea'))
  c.add(rect(x - 4, lt - 10 - h * 0.3, w + 8, h * 0.3, '#cfeef5', { opacity: 0.45 }))
  c.add(line(P`M${x - 4} ${lt - 10 - h * 0.3}h${w + 8}`, '#f4f1ea', 4))
  if (o.roof) {
    const rh = uh * 0.45
    c.add(
      poly(
        [
          [ux - 22, ut + 6],
          [ux + uw + side + 22, ut + 6],
          [ux + uw + side - uw * 0.18, ut - rh],
          [ux + uw * 0.18, ut - rh],
        ],
        o.roof,
      ),
    )
    let tiles = ''
    for (let yy = ut - rh + 10; yy < ut + 4; yy += 11) {
      const k = (yy - (ut - rh)) / (rh + 6)
      tiles += P`M${ux + uw * 0.18 - (uw * 0.18 + 22) * k} ${yy}H${ux + uw + side - uw * 0.18 + (uw * 0.18 + 22) * k}`
    }
    c.add(line(tiles, darken(o.roof, 0.25), 2, { opacity: 0.4 }))
  } else {
    c.add(rect(ux - 18, ut - 14, uw + side + 36, 16, '#f4f1ea'))
    c.add(rect(ux - 10, ut + 2, uw + side + 20, 8, '#0b1a2a', { opacity: 0.14 }))
  }
  c.add(rect(x - 8, baseY - 6, w + side + 16, 10, mix(wall, '#777777', 0.4)))
}

interface CondoOpts {
  x: number
  baseY: number
  w: number
  floors: number
  fh: number
  wall: string
  trim: string
  accent: string
  roof: string | null
}

function condo(c: Canvas, o: CondoOpts): void {
  const { x, baseY, w, floors, fh, wall, trim } = o
  const side = w * 0.13
  const H = floors * fh
  const top = baseY - H
  const sideCol = mix(wall, '#36456a', 0.27)
  const glass = c.linear([
    [0, lighten(c.p.sky[1], 0.35)],
    [1, mix(c.p.seaFar, '#1d3348', 0.35)],
  ])
  c.add(ellipse(x + (w + side) / 2, baseY + 6, (w + side) * 0.55, 14, '#1d2b3a', { opacity: 0.15 }))
  c.add(rect(x + w, top, side, H, sideCol))
  let sideWins = ''
  for (let f = 0; f < floors; f++) {
    const yb = baseY - f * fh
    sideWins += rectD(x + w + side * 0.3, yb - fh * 0.72, side * 0.4, fh * 0.42)
  }
  c.add(path(sideWins, darken(GLASS, 0.25)))
  c.add(rect(x, top, w, H, wall))
  const bays = Math.max(3, Math.round(w / 170))
  const bw = w / bays
  let frames = ''
  let slabs = ''
  let rails = ''
  let railGlass = ''
  let shade = ''
  let stripe = ''
  for (let f = 0; f < floors; f++) {
    const yb = baseY - f * fh
    const yt = yb - fh
    for (let b = 0; b < bays; b++) {
      const bx = x + b * bw
      const gx = bx + bw * 0.16
      const gw = bw * 0.68
      c.add(rect(gx, yt + fh * 0.2, gw, fh * 0.76, glass))
      frames += P`M${gx} ${yt + fh * 0.2}h${gw}v${fh * 0.76}M${gx} ${yt + fh * 0.2}v${fh * 0.76}M${gx + gw / 2} ${yt + fh * 0.2}v${fh * 0.76}`
      if (f > 0) {
        slabs += rectD(bx + bw * 0.04, yb - 8, bw * 0.92, 16)
        shade += rectD(bx + bw * 0.05, yb + 8, bw * 0.9, 12)
        stripe += rectD(bx + bw * 0.04, yb + 2, bw * 0.92, 6)
        const rh = fh * 0.32
        railGlass += rectD(bx + bw * 0.06, yb - 6 - rh, bw * 0.88, rh)
        rails += P`M${bx + bw * 0.06} ${yb - 8 - rh}h${bw * 0.88}M${bx + bw * 0.07} ${yb - 8 - rh}v${rh}M${bx + bw * 0.93} ${yb - 8 - rh}v${rh}`
        for (let k = 1; k < 8; k++) rails += P`M${bx + bw * (0.07 + 0.86 * (k / 8))} ${yb - 8 - rh}v${rh}`
      }
    }
    c.add(rect(x, yt - 3, w, 6, darken(wall, 0.12), { opacity: 0.6 }))
  }
  c.add(line(frames, c.r.chance(0.5) ? '#f4f4f4' : darken(o.accent, 0.15), 3.5))
  c.add(
    path(shade, '#0b1a2a', { opacity: 0.12 }),
    path(railGlass, '#d6f3fa', { opacity: 0.3 }),
    line(rails, trim, 3),
    path(slabs, trim),
  )
  c.add(path(stripe, o.accent))
  // corner columns in the accent colour
  c.add(rect(x - 4, top, 16, H, o.accent, { opacity: 0.85 }), rect(x + w - 12, top, 16, H, o.accent, { opacity: 0.85 }))
  if (o.roof) {
    const rh = Math.min(110, w * 0.12)
    c.add(
      poly(
        [
          [x - 26, top + 6],
          [x + w + side + 26, top + 6],
          [x + w + side - w * 0.1, top - rh],
          [x + w * 0.1, top - rh],
        ],
        o.roof,
      ),
    )
    let tiles = ''
    for (let yy = top - rh + 10; yy < top + 4; yy += 11) {
      const k = (yy - (top - rh)) / (rh + 6)
      tiles += P`M${x + w * 0.1 - (w * 0.1 + 26) * k} ${yy}H${x + w + side - w * 0.1 + (w * 0.1 + 26) * k}`
    }
    c.add(line(tiles, darken(o.roof, 0.25), 2, { opacity: 0.4 }))
  } else {
    // roof terrace with a pergola
    const px0 = x + w * (c.r.chance(0.5) ? 0.08 : 0.55)
    const pw = w * 0.36
    let posts = ''
    for (let i = 0; i <= 3; i++) posts += rectD(px0 + (pw * i) / 3 - 4, top - 92, 8, 70)
    c.add(path(posts, '#9b6b43'), rect(px0 - 20, top - 100, pw + 40, 12, '#9b6b43'))
    let slats = ''
    for (let sx = px0 - 14; sx < px0 + pw + 20; sx += 18) slats += rectD(sx, top - 108, 6, 10)
    c.add(path(slats, '#7a5a3e'))
    c.add(rect(x - 10, top - 26, w + side + 14, 28, trim))
    c.add(rect(x - 10, top, w + 10, 8, '#0b1a2a', { opacity: 0.12 }))
  }
}

/** Tiny distant house for hillsides. */
function miniHouse(c: Canvas, x: number, y: number, s: number, wall: string, roof: string, fade: number): void {
  const wl = mix(wall, c.p.haze, fade)
  const rf = mix(roof, c.p.haze, fade)
  c.add(rect(x - s / 2, y - s * 0.6, s, s * 0.6, wl))
  c.add(
    poly(
      [
        [x - s * 0.62, y - s * 0.55],
        [x, y - s * 1.0],
        [x + s * 0.62, y - s * 0.55],
      ],
      rf,
    ),
  )
  c.add(rect(x - s * 0.12, y - s * 0.42, s * 0.22, s * 0.22, mix('#3b4a5e', c.p.haze, fade)))
}

// ---------------------------------------------------------------------------------------------------------
// Water things

function boat(c: Canvas, x: number, y: number, len: number, kind: 'dory' | 'sail' | 'launch', dir: 1 | -1): void {
  const { r, p } = c
  const hull =
    kind === 'sail' ? '#fbfbf7' : r.pick(['#e94f37', '#f6c945', '#2e86ab', '#3bb273', '#ffffff', '#f08a5d', '#7768ae'])
  const stripe = hull === '#ffffff' || hull === '#fbfbf7' ? r.pick(['#2e86ab', '#e94f37', '#1b998b']) : '#ffffff'
  const k = len / 100
  const parts: string[] = []
  parts.push(ellipse(0, 5, 52, 5, darken(p.seaNear, 0.3), { opacity: 0.35 }))
  if (kind === 'sail') {
    parts.push(line('M0 -14V-150', '#6b5b4b', 2.2))
    parts.push(
      poly(
        [
          [3, -146],
          [3, -22],
          [46, -24],
        ],
        '#ffffff',
      ),
    )
    parts.push(
      poly(
        [
          [-3, -138],
          [-3, -22],
          [-40, -20],
        ],
        '#f1ede4',
      ),
    )
  }
  parts.push(path('M-50 -14L50 -19Q45 -2 32 4L-40 4Q-48 2 -50 -14Z', hull))
  parts.push(path('M-50 -14L50 -19L48.6 -13L-49 -9Z', stripe))
  parts.push(path('M-38 4L32 4Q40 1 44 -6L-47 -4Q-46 2 -38 4Z', '#0b1a2a', { opacity: 0.12 }))
  const motor =
    '<path d="M-53 -27h8q3 0 3 3v7q0 3 -3 3h-5l-2 9h-3l1 -10q-2 0 -2 -3v-6q0 -3 3 -3Z" fill="#2b2f38"/><path d="M-51 -25h6v3h-6Z" fill="#e8e8e8"/>'
  if (kind === 'dory') {
    parts.push(
      '<path d="M-44 -13L44 -17L42 -14L-43 -10Z" fill="#0b1a2a" opacity="0.35"/>',
      rect(-8, -17, 18, 4, '#b08a62'),
      motor,
    )
  }
  if (kind === 'launch') {
    parts.push(line('M-22 -15V-42M18 -17V-42', '#dddddd', 2.5))
    parts.push(rect(-30, -48, 56, 7, r.pick(['#2e86ab', '#e94f37', '#f6c945', '#ffffff']), undefined, 2))
    parts.push(motor)
  }
  c.add(`<g transform="translate(${F(x)} ${F(y)}) scale(${F2(dir * k)} ${F2(k)})">${parts.join('')}</g>`)
}

const F2 = (v: number): string => String(Math.round(v * 1000) / 1000)

/** A wooden pier seen in perspective from the shore (near end) toward the sea (far end). */
function dock(c: Canvas, near: Pt, far: Pt, nearW: number, farW: number): void {
  const wood = '#b08a62'
  const dark = '#6e5238'
  const n = 9
  const at = (t: number): [number, number, number] => {
    const tt = 1 - Math.pow(1 - t, 1.4)
    return [near[0] + (far[0] - near[0]) * tt, near[1] + (far[1] - near[1]) * tt, nearW + (farW - nearW) * tt]
  }
  let posts = ''
  let refl = ''
  for (let i = 0; i <= n; i++) {
    const [px, py, pw] = at(i / n)
    const ph = pw * 0.38
    const th = pw * 0.07
    posts += rectD(px - pw / 2 - th * 0.3, py, th, ph) + rectD(px + pw / 2 - th * 0.7, py, th, ph)
    refl += rectD(px - pw / 2 - th * 0.3, py + ph, th, ph * 0.7) + rectD(px + pw / 2 - th * 0.7, py + ph, th, ph * 0.7)
  }
  c.add(path(refl, dark, { opacity: 0.25 }), path(posts, dark))
  const [fx, fy, fw] = at(1)
  const [nx, ny, nw] = at(0)
  c.add(
    poly(
      [
        [nx - nw / 2, ny + nw * 0.1],
        [nx + nw / 2, ny + nw * 0.1],
        [fx + fw / 2, fy + fw * 0.1],
        [fx - fw / 2, fy + fw * 0.1],
      ],
      dark,
    ),
  )
  c.add(
    poly(
      [
        [nx - nw / 2, ny],
        [nx + nw / 2, ny],
        [fx + fw / 2, fy],
        [fx - fw / 2, fy],
      ],
      wood,
    ),
  )
  let planks = ''
  for (let i = 0; i <= 30; i++) {
    const [px, py, pw] = at(i / 30)
    planks += P`M${px - pw / 2} ${py}h${pw}`
  }
  c.add(line(planks, dark, 1.4, { opacity: 0.45 }))
}

// ---------------------------------------------------------------------------------------------------------
// Scenes

function beachHouse(c: Canvas): void {
  const { r, p } = c
  const hy = VH * r.range(0.4, 0.47)
  drawSky(c, hy)
  drawSun(c)
  drawClouds(c, r.int(2, 4), VH * 0.1, hy - 80)
  drawBirds(c, r.int(0, 4), VH * 0.12, hy - 120)
  drawIslands(c, hy, r.int(1, 2))
  drawSea(c, hy, VH)
  drawGlint(c, hy, VH * 0.7)
  const shoreY = VH * r.range(0.66, 0.72)
  const reefY = hy + (shoreY - hy) * r.range(0.22, 0.38)
  drawReef(c, reefY, shoreY)
  drawWaves(c, hy + 10, shoreY - 20, 30)
  const houseLeft = r.chance(0.5)
  const sideSign = houseLeft ? 1 : -1
  for (let i = r.int(1, 3); i > 0; i--) {
    const y = r.range(hy + 18, reefY - 8)
    const k = (y - hy) / (shoreY - hy)
    boat(c, r.range(80, VW - 80), y, 40 + 120 * k, r.pick(['sail', 'launch', 'dory'] as const), r.chance(0.5) ? 1 : -1)
  }
  const dNearX = houseLeft ? VW * r.range(0.66, 0.78) : VW * r.range(0.22, 0.34)
  const dFar: Pt = [dNearX + sideSign * VW * r.range(0.03, 0.12), reefY + (shoreY - reefY) * r.range(0.1, 0.3)]
  dock(c, [dNearX, shoreY + 40], dFar, 120, 46)
  boat(c, dFar[0] + sideSign * 70, dFar[1] + 26, 130, r.pick(['launch', 'dory'] as const), sideSign > 0 ? -1 : 1)
  const edge = drawBeach(c, shoreY)
  // house
  const w = r.range(360, 440)
  const hx = houseLeft ? VW * r.range(0.08, 0.2) : VW * r.range(0.5, 0.62)
  const baseY = Math.max(yAt(edge, hx) + 170, VH * 0.88)
  palm(c, hx + w * r.range(0.3, 0.9), baseY - 80, r.range(420, 520), r.range(-0.2, 0.2), 0.15)
  if (r.chance(0.6)) palm(c, hx + w * 1.1, baseY - 40, r.range(360, 460), r.range(0.05, 0.25), 0.1)
  bush(c, hx - 30, baseY - 10, 60, p.leafDark)
  cottage(c, {
    x: hx,
    baseY,
    w,
    h: r.range(140, 175),
    stilts: r.chance(0.6) ? r.range(34, 56) : 0,
    porch: r.chance(0.7),
    style: houseStyle(r),
  })
  bush(c, hx + w * 0.2, baseY + 20, 46, p.leafMid, r.pick(FLOWERS))
  if (r.chance(0.7))
    beachUmbrella(c, houseLeft ? VW * r.range(0.55, 0.7) : VW * r.range(0.25, 0.4), VH * r.range(0.86, 0.93))
  const fx = houseLeft ? VW * r.range(0.88, 0.98) : VW * r.range(0.02, 0.12)
  palm(c, fx, VH + 30, r.range(620, 760), -sideSign * r.range(0.12, 0.3))
  bush(c, fx, VH + 10, 90, p.leafDark, r.chance(0.6) ? r.pick(FLOWERS) : undefined)
}

function beachUmbrella(c: Canvas, x: number, y: number): void {
  const { r } = c
  const col = r.pick(['#e94f37', '#f6c945', '#2e86ab', '#1b998b', '#f08a5d'])
  c.add(ellipse(x + 30, y + 8, 120, 14, '#1d2b3a', { opacity: 0.12 }))
  c.add(line(P`M${x} ${y}L${x + 10} ${y - 180}`, '#f4f1ea', 5))
  c.add(path(P`M${x - 110} ${y - 150}Q${x + 10} ${y - 250} ${x + 130} ${y - 160}Z`, col))
  let stripes = ''
  for (const t of [-0.55, 0, 0.55]) stripes += P`M${x + 10} ${y - 205}L${x + 10 + t * 120} ${y - 155}`
  c.add(line(stripes, '#ffffff', 10, { opacity: 0.85 }))
  const cushion = r.pick(['#ffffff', '#7fd1c7', '#f2b134', '#8ec5ea'])
  for (const dx of [-150, 20]) lounger(c, x + dx, y + 10 + dx * 0.05, 150, cushion)
}

function hillsideVilla(c: Canvas): void {
  const { r, p } = c
  const hy = VH * r.range(0.34, 0.41)
  drawSky(c, hy)
  drawSun(c)
  drawClouds(c, r.int(2, 4), VH * 0.08, hy - 90)
  drawBirds(c, r.int(0, 3), VH * 0.1, hy - 100)
  drawIslands(c, hy, r.int(0, 1))
  drawSea(c, hy, VH)
  drawGlint(c, hy, VH * 0.8)
  drawReef(c, hy + (VH - hy) * r.range(0.3, 0.45), VH)
  drawWaves(c, hy + 10, VH, 26)
  for (let i = r.int(1, 3); i > 0; i--) {
    const y = r.range(hy + 30, VH * 0.85)
    boat(
      c,
      r.range(40, VW * 0.35),
      y,
      40 + 140 * ((y - hy) / (VH - hy)),
      r.pick(['sail', 'launch', 'dory'] as const),
      r.chance(0.5) ? 1 : -1,
    )
  }
  // mountain behind
  const back = ridgePoints(r, VW * 0.2, VW + 80, hy + 30, r.range(230, 320), 12, 'left')
  c.add(path(hillD(back, hy + 32), mix(p.leafMid, p.haze, 0.45)))
  drawCanopy(c, back, VW * 0.32, VW + 40, 1, 26, [mix(p.leafMid, p.haze, 0.38)], 0)
  // main hillside dropping to the bay on the left
  const startX = VW * r.range(0.12, 0.24)
  const topY = hy - r.range(40, 120)
  const hill: Pt[] = []
  for (let i = 0; i <= 12; i++) {
    const t = i / 12
    const x = startX + (VW + 60 - startX) * t
    const y =
      VH + 20 - (VH + 20 - topY) * Math.pow(Math.sin((t * Math.PI) / 2), 0.9) + Math.sin(t * 9 + r.range(0, 1)) * 10
    hill.push([x, y])
  }
  c.add(
    path(
      hillD(
        hill.map(([x, y]): Pt => [x - 18, y + 6]),
        VH + 40,
      ),
      p.sand,
    ),
  )
  c.add(
    path(
      hillD(hill, VH + 40),
      c.linear([
        [0, p.leafMid],
        [1, p.leafDark],
      ]),
    ),
  )
  // the villa sits on a terrace two thirds up
  const vw = r.range(330, 400)
  const vx = VW * r.range(0.56, 0.64)
  const terraceL = vx - r.range(230, 280)
  const baseY = yAt(hill, terraceL) + 24
  const tones = [p.leafMid, mix(p.leafMid, p.leafDark, 0.4), mix(p.leafMid, p.leafLight, 0.22)]
  const rows = Math.ceil((VH + 40 - topY) / 52)
  drawCanopy(c, hill, startX - 60, VW + 40, rows, 42, r.shuffle([...tones, ...tones, ...tones, ...tones, ...tones]), 52)
  const stone = '#e6dccb'
  palm(c, vx + vw + 40, baseY - 20, r.range(300, 360), r.range(0, 0.15))
  c.add(rect(terraceL, baseY - 40, vx + vw + 50 - terraceL, 40, '#f2ece1'))
  c.add(rect(terraceL, baseY, vx + vw + 50 - terraceL, 70, stone))
  let blocks = ''
  for (let yy = baseY + 17; yy < baseY + 70; yy += 17) blocks += P`M${terraceL} ${yy}h${vx + vw + 50 - terraceL}`
  c.add(line(blocks, darken(stone, 0.2), 1.5, { opacity: 0.45 }))
  villa(c, {
    x: vx,
    baseY: baseY - 28,
    w: vw,
    h: r.range(105, 125),
    wall: r.pick(['#fbf8f1', '#f6efe2', '#fdf3e1', '#eef3f1']),
    accent: r.pick(['#b07a4f', '#9b6b43', '#c58b5c']),
    roof: r.chance(0.45) ? r.pick(['#c8553d', '#d9694a', '#b5523b']) : null,
  })
  // pool on the terrace
  const px = terraceL + 18
  const pw = vx - terraceL - 40
  c.add(rect(px - 6, baseY - 34, pw + 12, 32, '#ffffff'))
  c.add(
    rect(
      px,
      baseY - 30,
      pw,
      26,
      c.linear([
        [0, lighten(p.lagoon, 0.2)],
        [1, p.seaNear],
      ]),
    ),
  )
  c.add(
    line(
      P`M${px + 16} ${baseY - 20}q10 -4 20 0q10 4 20 0M${px + pw * 0.5} ${baseY - 13}q10 -4 20 0q10 4 20 0`,
      '#ffffff',
      2.2,
      { opacity: 0.7 },
    ),
  )
  c.add(rect(terraceL, baseY - 4, vx + vw + 50 - terraceL, 6, '#ffffff', { opacity: 0.8 }))
  drawCanopy(
    c,
    [
      [terraceL - 80, baseY + 66],
      [vx + vw + 120, baseY + 66],
    ],
    terraceL - 50,
    vx + vw + 70,
    1,
    34,
    [mix(p.leafMid, p.leafDark, 0.3)],
    0,
  )
  bougainvillea(c, terraceL + 10, baseY + 10, 60)
  palm(c, terraceL - 20, baseY + 60, r.range(340, 420), r.range(-0.25, -0.05))
  // foreground foliage, bottom right
  const leafCol = mix(p.leafDark, p.leafMid, 0.35)
  bigLeaf(c, VW + 20, VH + 30, -150 * DEG, 420, 80, leafCol)
  bigLeaf(c, VW - 60, VH + 40, -115 * DEG, 360, 70, p.leafMid)
  bigLeaf(c, VW + 40, VH - 120, -170 * DEG, 300, 60, mix(p.leafMid, p.leafLight, 0.3))
}

function condoScene(c: Canvas): void {
  const { r, p } = c
  const hy = VH * r.range(0.47, 0.52)
  drawSky(c, hy)
  drawSun(c)
  drawClouds(c, r.int(2, 4), VH * 0.08, hy - 150)
  drawBirds(c, r.int(0, 3), VH * 0.1, VH * 0.3)
  drawIslands(c, hy, r.int(0, 2))
  const groundY = VH * 0.62
  drawSea(c, hy, groundY)
  drawGlint(c, hy, groundY)
  drawWaves(c, hy + 8, groundY - 10, 16)
  c.add(
    rect(0, groundY - 14, VW, 16, lighten(p.lagoon, 0.25)),
    rect(0, groundY - 4, VW, 5, '#ffffff', { opacity: 0.9 }),
  )
  c.add(rect(0, groundY, VW, 22, p.sand))
  const lawn = c.linear([
    [0, mix(p.leafLight, p.leafMid, 0.35)],
    [1, p.leafMid],
  ])
  c.add(rect(0, groundY + 20, VW, VH - groundY - 20, lawn))
  const floors = r.pick([2, 3, 3])
  const fh = floors === 3 ? r.range(120, 135) : r.range(135, 150)
  const w = r.range(720, 900)
  const side = w * 0.13
  const x = (VW - w - side) / 2 + r.range(-160, 160)
  const baseY = VH * r.range(0.74, 0.77)
  palm(c, x - 60, baseY - 10, r.range(460, 560), r.range(-0.2, 0.05), 0.1)
  palm(c, x + w + side + 40, baseY - 10, r.range(420, 520), r.range(-0.05, 0.2), 0.1)
  condo(c, {
    x,
    baseY,
    w,
    floors,
    fh,
    wall: r.pick(['#fde2b8', '#f9d1c0', '#cdeee6', '#fff1c9', '#e4ddf4', '#fbe3e8', '#d8ecf8', '#fdf3e1']),
    trim: '#ffffff',
    accent: r.pick(['#e9a36a', '#7fc8c2', '#f2c66d', '#e58f7a', '#88b7e0']),
    roof: r.chance(0.55) ? r.pick(['#c8553d', '#d9694a', '#b5523b', '#2e86ab']) : null,
  })
  // hedge along the building
  for (let hx = x - 40; hx < x + w + side + 40; hx += r.range(70, 110))
    bush(c, hx, baseY + 16, 34, r.chance(0.5) ? p.leafDark : p.leafMid, r.chance(0.3) ? r.pick(FLOWERS) : undefined)
  // pool deck + pool
  const deckTop = baseY + 40
  c.add(
    poly(
      [
        [x - 120, deckTop],
        [x + w + side + 120, deckTop],
        [x + w + side + 260, VH],
        [x - 260, VH],
      ],
      '#efe6d6',
    ),
  )
  const pl = x + w * r.range(0.05, 0.2)
  const pr = x + w * r.range(0.75, 0.95)
  const pt = deckTop + 40
  const pb = VH - 40
  c.add(
    poly(
      [
        [pl - 14, pt - 10],
        [pr + 14, pt - 10],
        [pr + 60, pb + 14],
        [pl - 60, pb + 14],
      ],
      '#ffffff',
    ),
  )
  c.add(
    poly(
      [
        [pl, pt],
        [pr, pt],
        [pr + 44, pb],
        [pl - 44, pb],
      ],
      c.linear([
        [0, mix(p.seaNear, p.seaMid, 0.3)],
        [1, lighten(p.lagoon, 0.15)],
      ]),
    ),
  )
  c.add(
    poly(
      [
        [pl, pt],
        [pr, pt],
        [pr + 3, pt + 16],
        [pl - 3, pt + 16],
      ],
      '#0b1a2a',
      { opacity: 0.12 },
    ),
  )
  let ripples = ''
  for (let i = 0; i < 14; i++) {
    const yy = r.range(pt + 24, pb - 10)
    const k = (yy - pt) / (pb - pt)
    const xx = r.range(pl + 20 - 44 * k, pr - 60 + 44 * k)
    ripples += P`M${xx} ${yy}q12 -5 24 0q12 5 24 0`
  }
  c.add(line(ripples, '#ffffff', 2.2, { opacity: 0.6 }))
  // loungers and umbrellas on the deck edges
  for (const sx of [pl - 190, pr + 90]) {
    if (r.chance(0.2)) continue
    lounger(c, sx, VH - 70, 110)
    if (r.chance(0.7))
      deckUmbrella(c, sx + 60, VH - 100, r.pick(['#e94f37', '#f6c945', '#2e86ab', '#1b998b', '#ffffff']))
  }
  bush(c, 40, VH + 10, 90, p.leafDark, r.pick(FLOWERS))
  bush(c, VW - 40, VH + 10, 90, p.leafDark)
}

function lounger(c: Canvas, x: number, y: number, len: number, cushion = '#ffffff'): void {
  const k = len / 100
  const frame = '#b08a62'
  c.add(ellipse(x + len / 2, y + 2, len * 0.6, 7 * k, '#1d2b3a', { opacity: 0.14 }))
  c.add(line(P`M${x + 6 * k} ${y}v${-10 * k}M${x + 62 * k} ${y}v${-10 * k}`, darken(frame, 0.2), 3 * k))
  c.add(
    poly(
      [
        [x, y - 10 * k],
        [x + 70 * k, y - 10 * k],
        [x + 70 * k, y - 15 * k],
        [x, y - 15 * k],
      ],
      frame,
    ),
  )
  c.add(
    poly(
      [
        [x + 66 * k, y - 10 * k],
        [x + 71 * k, y - 10 * k],
        [x + 98 * k, y - 42 * k],
        [x + 93 * k, y - 44 * k],
      ],
      frame,
    ),
  )
  c.add(rect(x + 2 * k, y - 21 * k, 66 * k, 7 * k, cushion, undefined, 3 * k))
  c.add(
    poly(
      [
        [x + 68 * k, y - 15 * k],
        [x + 94 * k, y - 46 * k],
        [x + 88 * k, y - 50 * k],
        [x + 62 * k, y - 20 * k],
      ],
      cushion,
    ),
  )
}

function deckUmbrella(c: Canvas, x: number, y: number, col: string): void {
  c.add(line(P`M${x} ${y}V${y - 150}`, '#f4f1ea', 5))
  c.add(path(P`M${x - 90} ${y - 120}Q${x} ${y - 190} ${x + 90} ${y - 120}Q${x} ${y - 135} ${x - 90} ${y - 120}Z`, col))
  c.add(
    path(
      P`M${x - 90} ${y - 120}Q${x} ${y - 135} ${x + 90} ${y - 120}Q${x} ${y - 128} ${x - 90} ${y - 120}Z`,
      darken(col, 0.2),
    ),
  )
}

function landScene(c: Canvas): void {
  const { r, p } = c
  const hy = VH * r.range(0.34, 0.4)
  drawSky(c, hy)
  drawSun(c)
  drawClouds(c, r.int(2, 4), VH * 0.08, hy - 80)
  drawBirds(c, r.int(0, 4), VH * 0.1, hy - 90)
  drawIslands(c, hy, r.int(1, 2))
  drawSea(c, hy, VH * 0.7)
  drawGlint(c, hy, VH * 0.62)
  const coast = VH * r.range(0.56, 0.6)
  drawReef(c, hy + (coast - hy) * 0.55, coast + 20)
  drawWaves(c, hy + 8, coast, 14)
  for (let i = r.int(0, 2); i > 0; i--)
    boat(
      c,
      r.range(100, VW - 100),
      r.range(hy + 20, coast - 40),
      r.range(40, 70),
      r.pick(['sail', 'launch'] as const),
      1,
    )
  // headland reaching into the sea from one side
  const head = ridgePoints(r, VW * r.range(0.5, 0.65), VW + 200, coast, r.range(140, 220), 10, 'left')
  c.add(
    path(
      hillD(
        head.map(([x, y]): Pt => [x - 14, y + 10]),
        coast + 20,
      ),
      p.sand,
    ),
  )
  c.add(path(hillD(head, VH), mix(p.leafMid, p.haze, 0.3)))
  drawCanopy(c, head, (head[0] as Pt)[0] + 30, VW + 40, 1, 20, [mix(p.leafDark, p.haze, 0.3)], 0)
  // either a beachfront lot on the sand or a hillside lot above a jungle slope
  const beachLot = r.chance(0.35)
  const lotY = VH * r.range(0.66, 0.7)
  if (beachLot) {
    drawBeach(c, lotY - 30)
    for (let i = r.int(2, 4); i > 0; i--)
      palm(c, r.range(40, VW - 40), lotY + r.range(0, 30), r.range(300, 420), r.range(-0.25, 0.25), 0.05)
  } else {
    const belt: Pt[] = []
    for (let i = 0; i <= 12; i++)
      belt.push([-40 + ((VW + 80) * i) / 12, coast + 10 + Math.sin(i * 0.8 + r.range(0, 0.5)) * 12])
    c.add(path(hillD(belt, VH), p.leafDark))
    drawCanopy(c, belt, -20, VW + 20, 3, 34, [p.leafDark, mix(p.leafDark, p.leafMid, 0.5), p.leafMid], 22)
    for (let i = r.int(2, 5); i > 0; i--)
      palm(c, r.range(40, VW - 40), coast + r.range(80, 110), r.range(150, 220), r.range(-0.2, 0.2), 0.1)
    const lot: Pt[] = []
    for (let i = 0; i <= 8; i++) lot.push([-40 + ((VW + 80) * i) / 8, lotY + Math.sin(i * 1.1 + r.range(0, 1)) * 10])
    const grass = c.linear([
      [0, mix(p.leafLight, '#d9e88a', 0.25)],
      [1, mix(p.leafLight, p.leafMid, 0.55)],
    ])
    c.add(path(hillD(lot, VH), grass))
  }
  let tufts = ''
  for (let i = 0; i < (beachLot ? 30 : 90); i++) {
    const x = r.range(0, VW)
    const y = r.range(lotY + 20, VH)
    const s = (4 + ((y - lotY) / (VH - lotY)) * 12) * (beachLot ? 1.6 : 1)
    tufts += P`M${x - s} ${y}l${s * 0.5} ${-s * 1.4}l${s * 0.5} ${s * 1.4}l${s * 0.5} ${-s * 1.6}l${s * 0.5} ${s * 1.6}`
  }
  c.add(line(tufts, beachLot ? mix(p.leafLight, p.sand, 0.3) : p.leafMid, 2, { opacity: beachLot ? 0.8 : 0.5 }))
  // a sandy track into the lot
  const tx = VW * r.range(0.25, 0.75)
  if (!beachLot)
    c.add(
      path(
        P`M${tx - 30} ${lotY + 6}Q${tx - 80} ${VH * 0.85} ${tx - 240} ${VH}L${tx + 80} ${VH}Q${tx + 10} ${VH * 0.85} ${tx + 20} ${lotY + 6}Z`,
        mix(p.sand, '#c9a77c', 0.45),
        { opacity: 0.8 },
      ),
    )
  // survey stakes on the corners, connected by string
  const cxm = VW * r.range(0.42, 0.58)
  const corners: Pt[] = [
    [cxm - r.range(240, 330), lotY + r.range(40, 70)],
    [cxm + r.range(240, 330), lotY + r.range(40, 70)],
    [cxm + r.range(430, 560), VH * r.range(0.9, 0.95)],
    [cxm - r.range(430, 560), VH * r.range(0.9, 0.95)],
  ]
  const ribbon = r.pick(['#ff4f79', '#ff7b25', '#ff3864', '#f9a620'])
  const stakeH = (y: number): number => 40 + ((y - lotY) / (VH - lotY)) * 110
  c.add(line(polyD(corners.map(([x, y]): Pt => [x, y - stakeH(y) * 0.55])), ribbon, 2.2, { opacity: 0.9 }))
  for (const [x, y] of corners) {
    const h = stakeH(y)
    const w = h * 0.09
    c.add(ellipse(x, y, w * 2.4, w * 0.7, '#1d2b3a', { opacity: 0.2 }))
    c.add(rect(x - w / 2, y - h, w, h, '#d2a56a'), rect(x, y - h, w / 2, h, '#a97c47'))
    c.add(rect(x - w / 2, y - h, w, h * 0.12, ribbon))
    c.add(
      path(
        P`M${x + w / 2} ${y - h * 0.92}q${h * 0.2} ${h * 0.05} ${h * 0.34} ${h * 0.2}l${-h * 0.06} ${h * 0.04}q${-h * 0.14} ${-h * 0.1} ${-h * 0.28} ${-h * 0.1}Z`,
        ribbon,
      ),
    )
  }
  // blank "for sale" style board
  const bx = corners[r.chance(0.5) ? 0 : 1]![0] + r.range(-120, 120)
  const by = lotY + 150
  c.add(rect(bx - 60, by - 120, 10, 120, '#8a6845'), rect(bx + 50, by - 120, 10, 120, '#8a6845'))
  c.add(rect(bx - 80, by - 200, 160, 100, '#ffffff', undefined, 6))
  c.add(rect(bx - 80, by - 200, 160, 28, r.pick(ACCENTS), undefined, 6), rect(bx - 80, by - 180, 160, 8, '#ffffff'))
  c.add(
    poly(
      [
        [bx - 22, by - 128],
        [bx - 22, by - 150],
        [bx, by - 166],
        [bx + 22, by - 150],
        [bx + 22, by - 128],
      ],
      '#c8553d',
    ),
  )
  // big trees framing the lot
  for (const side of [0, 1]) {
    if (side === 1 && r.chance(0.4)) continue
    const x = side === 0 ? r.range(-60, 140) : r.range(VW - 140, VW + 60)
    if (r.chance(0.5)) {
      palm(c, x, VH + 20, r.range(560, 700), (side === 0 ? 1 : -1) * r.range(0.05, 0.25))
    } else {
      c.add(
        path(
          P`M${x - 22} ${VH}Q${x - 10} ${VH - 200} ${x - 40} ${VH - 380}L${x - 10} ${VH - 380}Q${x + 20} ${VH - 200} ${x + 24} ${VH}Z`,
          '#6e5238',
        ),
      )
      const crowns: Circle[] = []
      const hi: Circle[] = []
      for (let i = 0; i < 6; i++)
        treeClump(crowns, hi, x - 30 + r.range(-160, 160), VH - 360 + r.range(-120, 60), r.range(110, 160))
      c.add(path(circlesD(hi), p.leafMid), path(circlesD(crowns), p.leafDark))
    }
  }
  bush(c, r.range(200, VW - 200), VH + 20, 70, p.leafMid, r.chance(0.5) ? r.pick(FLOWERS) : undefined)
}

function commercialScene(c: Canvas): void {
  const { r, p } = c
  const gy = VH * r.range(0.77, 0.8)
  drawSky(c, gy)
  drawSun(c)
  drawClouds(c, r.int(2, 4), VH * 0.08, VH * 0.3)
  drawBirds(c, r.int(0, 3), VH * 0.1, VH * 0.25)
  const far = ridgePoints(r, -40, VW + 40, VH * 0.5, r.range(140, 220), 10, 'none')
  c.add(path(hillD(far, VH), mix(p.leafMid, p.haze, 0.45)))
  drawCanopy(c, far, -20, VW + 20, 1, 22, [mix(p.leafMid, p.haze, 0.4)], 0)
  const nearHill = ridgePoints(r, -40, VW + 40, VH * 0.6, r.range(60, 120), 10, 'none')
  c.add(path(hillD(nearHill, VH), p.leafMid))
  drawCanopy(c, nearHill, -20, VW + 20, 2, 26, [mix(p.leafMid, p.leafDark, 0.5), p.leafMid], 18)
  // building row
  let x = -r.range(0, 80)
  const restaurantAt = r.int(1, 2)
  let idx = 0
  const gaps: number[] = []
  while (x < VW) {
    const bw = r.range(300, 420)
    const bh = r.chance(0.55) ? r.range(380, 470) : r.range(250, 310)
    shopFront(c, x, gy, bw, bh, idx === restaurantAt)
    idx++
    x += bw
    if (r.chance(0.4)) {
      const gap = r.range(60, 120)
      gaps.push(x + gap / 2)
      x += gap
    }
  }
  // street
  c.add(rect(0, gy, VW, 44, '#e9e2d4'), rect(0, gy + 44, VW, 10, '#c7bfae'))
  c.add(
    rect(
      0,
      gy + 54,
      VW,
      VH - gy - 54,
      c.linear([
        [0, '#9a9a94'],
        [1, '#82827d'],
      ]),
    ),
  )
  let dashes = ''
  for (let dx = r.range(-80, 0); dx < VW; dx += 160) dashes += rectD(dx, gy + 54 + (VH - gy - 100) * 0.5 - 4, 90, 8)
  c.add(path(dashes, '#f5f0e0', { opacity: 0.85 }))
  c.add(rect(0, VH - 46, VW, 10, '#c7bfae'), rect(0, VH - 36, VW, 36, '#e9e2d4'))
  let joints = ''
  for (let dx = r.range(0, 60); dx < VW; dx += 70) joints += P`M${dx} ${gy}v44`
  c.add(line(joints, '#c7bfae', 1.5))
  for (const gx of gaps) palm(c, gx, gy + 30, r.range(420, 520), r.range(-0.15, 0.15))
  for (let i = r.int(2, 4); i > 0; i--)
    planter(c, r.range(40, VW - 40), gy + 40, r.pick(['#c8553d', '#2e86ab', '#f2b134', '#ffffff']))
  if (r.chance(0.6)) scooter(c, r.range(200, VW - 200), VH - r.range(60, 110))
}

function shopFront(c: Canvas, x: number, gy: number, w: number, h: number, restaurant: boolean): void {
  const { r } = c
  const wall = r.pick(WALLS)
  const accent = r.pick(ACCENTS)
  const trim = '#ffffff'
  const top = gy - h
  const style = r.pick(['parapet', 'gable', 'shed'] as const)
  if (style === 'gable') {
    c.add(
      poly(
        [
          [x - 10, top + 6],
          [x + w / 2, top - w * 0.28],
          [x + w + 10, top + 6],
        ],
        r.pick(ROOFS),
      ),
    )
  }
  c.add(rect(x, top, w, h, wall))
  let siding = ''
  for (let yy = top + 16; yy < gy; yy += 16) siding += P`M${x} ${yy}h${w}`
  if (r.chance(0.5)) c.add(line(siding, darken(wall, 0.2), 1.3, { opacity: 0.3 }))
  if (style === 'parapet') {
    c.add(
      path(
        P`M${x - 6} ${top}h${w + 12}v-14h${-(w * 0.3 - 6)}q${-w * 0.2} ${-40} ${-w * 0.4} 0h${-(w * 0.3 + 6)}Z`,
        wall,
      ),
    )
    c.add(rect(x - 8, top - 2, w + 16, 12, trim))
  } else if (style === 'shed') {
    c.add(
      poly(
        [
          [x - 14, top + 14],
          [x + w + 14, top + 14],
          [x + w + 4, top - 16],
          [x - 4, top - 16],
        ],
        r.pick(ROOFS),
      ),
    )
  } else {
    c.add(line(P`M${x - 10} ${top + 6}L${x + w / 2} ${top - w * 0.28}L${x + w + 10} ${top + 6}`, trim, 7))
    c.add(circle(x + w / 2, top - w * 0.1, w * 0.06, trim), circle(x + w / 2, top - w * 0.1, w * 0.045, accent))
  }
  const st: HouseStyle = { wall, roof: accent, trim, accent }
  const twoStorey = h > 360
  const shopH = twoStorey ? h * 0.5 : h * 0.72
  if (twoStorey) {
    const n = w > 360 ? 3 : 2
    for (let i = 0; i < n; i++) windowShape(c, x + (w * (i + 0.5)) / n, top + 40, 46, h * 0.22, st, r.chance(0.7))
    if (r.chance(0.5)) {
      const by = gy - shopH - 16
      let rail = rectD(x + 10, by - 50, w - 20, 6)
      for (let bx = x + 16; bx < x + w - 14; bx += 14) rail += rectD(bx, by - 44, 4, 44)
      c.add(rect(x + 6, by, w - 12, 10, trim), path(rail, trim))
    }
  }
  // sign board above the awning
  const signY = gy - shopH - 6
  const signW = w * r.range(0.55, 0.75)
  const sCol = r.pick(['#ffffff', '#2f5d8a', '#1b7f8c', '#f2b134', '#3b2f2f', '#e36f5a'])
  c.add(rect(x + (w - signW) / 2 - 5, signY - 62, signW + 10, 58, darken(sCol, 0.25), undefined, 8))
  c.add(rect(x + (w - signW) / 2, signY - 57, signW, 48, sCol, undefined, 6))
  const ink = sCol === '#ffffff' || sCol === '#f2b134' ? accent : '#ffffff'
  c.add(
    circle(x + (w - signW) / 2 + 30, signY - 33, 15, ink),
    rect(x + (w - signW) / 2 + 56, signY - 39, signW - 90, 5, ink, undefined, 2.5),
  )
  c.add(rect(x + (w - signW) / 2 + 56, signY - 27, (signW - 90) * 0.6, 5, ink, { opacity: 0.6 }, 2.5))
  // storefront
  const sfY = gy - shopH + 70
  const doorW = 66
  const doorX = x + (r.chance(0.5) ? w * 0.14 : w * 0.86 - doorW)
  const dark = restaurant ? '#4a3a30' : '#2f4858'
  if (restaurant) {
    c.add(rect(x + 20, sfY, w - 40, gy - sfY, dark))
    c.add(rect(x + 40, gy - 60, w - 80, 60, '#a0714c'))
    let bottles = ''
    for (let bx = x + 50; bx < x + w - 50; bx += 22) bottles += rectD(bx, sfY + 30, 8, 26)
    c.add(path(bottles, '#f2b134', { opacity: 0.8 }), rect(x + 40, sfY + 56, w - 80, 6, '#a0714c'))
    const bulbs: Circle[] = []
    for (let i = 0; i <= 10; i++) {
      const t = i / 10
      bulbs.push([x + 10 + (w - 20) * t, sfY - 20 + Math.sin(t * Math.PI) * 26, 5])
    }
    c.add(line(smoothD(bulbs.map(([a, b]): Pt => [a, b - 4])), '#3b2f2f', 1.5))
    c.add(path(circlesD(bulbs), '#fff2a8'))
  } else {
    c.add(rect(x + 16, sfY - 6, w - 32, gy - sfY + 6, trim))
    c.add(
      rect(
        x + 24,
        sfY,
        w - 48,
        gy - sfY - 28,
        c.linear([
          [0, lighten(GLASS, 0.2)],
          [1, darken(GLASS, 0.25)],
        ]),
      ),
    )
    c.add(
      poly(
        [
          [x + 40, gy - 28],
          [x + 100, sfY],
          [x + 140, sfY],
          [x + 80, gy - 28],
        ],
        '#ffffff',
        { opacity: 0.3 },
      ),
    )
    c.add(
      rect(doorX, sfY + 10, doorW, gy - sfY - 10, accent),
      rect(doorX + 10, sfY + 22, doorW - 20, (gy - sfY) * 0.45, GLASS),
    )
    let goods = ''
    for (let gx = x + 40; gx < x + w - 40; gx += 34)
      if (gx + 26 < doorX || gx > doorX + doorW) goods += rectD(gx, gy - 70, 24, 36)
    c.add(path(goods, r.pick(FLOWERS), { opacity: 0.75 }))
  }
  // striped awning with scalloped edge
  const aY = sfY - 40
  const aCol = r.pick(['#e94f37', '#2e86ab', '#1b998b', '#f2b134', '#7768ae', '#3bb273'])
  c.add(
    poly(
      [
        [x + 6, aY],
        [x + w - 6, aY],
        [x + w + 8, aY + 46],
        [x - 8, aY + 46],
      ],
      '#ffffff',
    ),
  )
  let stripes = ''
  const ns = Math.round(w / 36)
  for (let i = 0; i < ns; i += 2) {
    const t0 = i / ns
    const t1 = (i + 1) / ns
    stripes += polyD([
      [x + 6 + (w - 12) * t0, aY],
      [x + 6 + (w - 12) * t1, aY],
      [x - 8 + (w + 16) * t1, aY + 46],
      [x - 8 + (w + 16) * t0, aY + 46],
    ])
  }
  c.add(path(stripes, aCol))
  c.add(rect(x, aY + 46, w, 24, '#0b1a2a', { opacity: 0.1 }))
  let scallopA = ''
  let scallopB = ''
  const sw = (w + 16) / ns
  for (let i = 0; i < ns; i++) {
    const d = P`M${x - 8 + sw * i} ${aY + 45}a${sw / 2} ${sw * 0.42} 0 0 0 ${sw} 0Z`
    if (i % 2 === 0) scallopA += d
    else scallopB += d
  }
  c.add(
    path(scallopA, aCol),
    path(scallopB, '#ffffff'),
    rect(x - 8, aY + 42, w + 16, 4, darken(aCol, 0.15), { opacity: 0.5 }),
  )
  if (restaurant) {
    for (let i = 0; i < 2; i++) {
      const tx = x + w * (0.28 + 0.44 * i)
      deckUmbrella(c, tx, gy + 36, r.pick(['#e94f37', '#f6c945', '#1b998b', '#ffffff']))
      c.add(
        rect(tx - 40, gy - 10, 80, 8, '#a0714c'),
        line(P`M${tx} ${gy - 2}v36M${tx - 60} ${gy - 30}v66M${tx + 60} ${gy - 30}v66`, '#6e5238', 5),
      )
      c.add(rect(tx - 72, gy - 34, 24, 6, '#6e5238'), rect(tx + 48, gy - 34, 24, 6, '#6e5238'))
    }
  }
}

function planter(c: Canvas, x: number, y: number, col: string): void {
  c.add(
    poly(
      [
        [x - 26, y - 50],
        [x + 26, y - 50],
        [x + 20, y],
        [x - 20, y],
      ],
      col,
    ),
  )
  c.add(rect(x - 30, y - 56, 60, 10, darken(col, 0.15)))
  bush(c, x, y - 60, 34, c.p.leafMid, c.r.chance(0.6) ? c.r.pick(FLOWERS) : undefined)
}

function scooter(c: Canvas, x: number, y: number): void {
  const col = c.r.pick(['#e94f37', '#2e86ab', '#f6c945', '#3bb273'])
  c.add(ellipse(x, y + 4, 90, 10, '#1d2b3a', { opacity: 0.2 }))
  c.add(circle(x - 58, y - 24, 26, '#2b2f38'), circle(x + 62, y - 24, 26, '#2b2f38'))
  c.add(circle(x - 58, y - 24, 11, '#c9ccd1'), circle(x + 62, y - 24, 11, '#c9ccd1'))
  c.add(
    path(
      P`M${x - 86} ${y - 40}Q${x - 80} ${y - 90} ${x - 20} ${y - 86}L${x + 30} ${y - 50}L${x + 50} ${y - 130}L${x + 66} ${y - 130}L${x + 50} ${y - 40}Z`,
      col,
    ),
  )
  c.add(rect(x - 70, y - 100, 70, 16, '#2b2f38', undefined, 8))
  c.add(line(P`M${x + 58} ${y - 130}L${x + 40} ${y - 150}h26`, '#2b2f38', 6))
}

function interiorScene(c: Canvas): void {
  const { r, p } = c
  const bx0 = VW * 0.1
  const bx1 = VW * 0.9
  const by0 = VH * 0.1
  const by1 = VH * 0.74
  const vx = VW / 2 + r.range(-60, 60)
  const vy = VH * 0.44
  const wall = r.pick(['#fbf6ec', '#f6efe4', '#eef5f1', '#fdf1e6', '#f3f0ea', '#e9f3f6'])
  const floorWood = r.pick(['#c89f74', '#b98b5e', '#d8b48a', '#a9825e'])
  const ceilingCol = lighten(wall, 0.4)
  // ceiling, walls, floor
  const toTop = (x: number): number => vx + ((x - vx) * (0 - vy)) / (by0 - vy)
  const toFloor = (x: number): number => vx + ((x - vx) * (VH - vy)) / (by1 - vy)
  c.add(rect(0, 0, VW, VH, darken(wall, 0.08)))
  c.add(
    poly(
      [
        [toTop(bx0), 0],
        [toTop(bx1), 0],
        [bx1, by0],
        [bx0, by0],
      ],
      ceilingCol,
    ),
  )
  let beams = ''
  for (let bx = bx0 + 60; bx < bx1 - 20; bx += 110)
    beams += polyD([
      [bx - 7, by0],
      [bx + 7, by0],
      [toTop(bx + 7), 0],
      [toTop(bx - 7), 0],
    ])
  c.add(path(beams, r.pick(['#a8825c', '#8a6a4a', '#c49a6c'])))
  c.add(
    poly(
      [
        [-10, -10],
        [toTop(bx0), -10],
        [bx0, by0],
        [bx0, by1],
        [toFloor(bx0), VH + 10],
        [-10, VH + 10],
      ],
      darken(wall, 0.1),
    ),
  )
  c.add(
    poly(
      [
        [VW + 10, -10],
        [toTop(bx1), -10],
        [bx1, by0],
        [bx1, by1],
        [toFloor(bx1), VH + 10],
        [VW + 10, VH + 10],
      ],
      darken(wall, 0.05),
    ),
  )
  c.add(rect(bx0, by0, bx1 - bx0, by1 - by0, wall))
  c.add(
    poly(
      [
        [toFloor(bx0), VH],
        [bx0, by1],
        [bx1, by1],
        [toFloor(bx1), VH],
      ],
      floorWood,
    ),
  )
  let planks = ''
  for (let bx = bx0 + 24; bx < bx1; bx += 36) planks += P`M${bx} ${by1}L${toFloor(bx)} ${VH}`
  for (let yy = by1 + 30, k = 30; yy < VH; k *= 1.3, yy += k) {
    const t = (yy - vy) / (by1 - vy)
    const xl = vx + (bx0 - vx) * t
    const span = (bx1 - bx0) * t
    for (let j = 0; j < 6; j++) {
      const xs = xl + span * c.r.f()
      planks += P`M${xs} ${yy}l${18 * t} 0`
    }
  }
  c.add(line(planks, darken(floorWood, 0.25), 2, { opacity: 0.4 }))
  c.add(rect(bx0, by1 - 16, bx1 - bx0, 16, '#ffffff'))
  // the big window onto the sea
  const wx0 = bx0 + (bx1 - bx0) * r.range(0.12, 0.2)
  const wx1 = bx1 - (bx1 - bx0) * r.range(0.12, 0.2)
  const wy0 = by0 + r.range(50, 80)
  const wy1 = r.chance(0.5) ? by1 - 16 : by1 - r.range(120, 160)
  const ww = wx1 - wx0
  const wh = wy1 - wy0
  const clip = c.clip(`<path d="${rectD(wx0, wy0, ww, wh)}"/>`)
  const mark = c.parts.length
  const hy = wy0 + wh * r.range(0.45, 0.55)
  const view: Palette = {
    ...p,
    sunX: wx0 + ww * r.range(0.15, 0.85),
    sunY: wy0 + wh * r.range(0.12, 0.3),
    sunR: p.sunR * 0.8,
  }
  c.p = view
  c.add(
    rect(
      wx0,
      wy0,
      ww,
      hy - wy0 + 4,
      c.linear([
        [0, p.sky[0]],
        [0.6, p.sky[1]],
        [1, p.sky[2]],
      ]),
    ),
  )
  drawSun(c)
  cloud(c, wx0 + ww * r.range(0.05, 0.4), wy0 + wh * r.range(0.15, 0.3), r.range(140, 220))
  if (r.chance(0.6)) cloud(c, wx0 + ww * r.range(0.55, 0.8), wy0 + wh * r.range(0.1, 0.25), r.range(110, 180))
  const isl = ridgePoints(
    r,
    wx0 + ww * r.range(-0.1, 0.5),
    wx0 + ww * r.range(0.6, 1.1),
    hy + 1,
    r.range(30, 60),
    8,
    'both',
  )
  c.add(
    rect(
      wx0,
      hy,
      ww,
      wy1 - hy,
      c.linear([
        [0, p.seaFar],
        [0.4, p.seaMid],
        [1, p.seaNear],
      ]),
    ),
  )
  c.add(path(hillD(isl, hy + 2), mix(p.leafMid, p.haze, 0.55)))
  let glints = ''
  for (let i = 0; i < 10; i++) {
    const yy = hy + 8 + (wy1 - hy) * r.f()
    const xx = r.range(wx0, wx1)
    glints += P`M${xx} ${yy}h${r.range(14, 40)}`
  }
  c.add(line(glints, '#ffffff', 2, { opacity: 0.45 }))
  if (wy1 > hy + 120) c.add(line(P`M${wx0} ${hy + (wy1 - hy) * 0.45}h${ww}`, '#ffffff', 3, { opacity: 0.6 }))
  palm(c, r.chance(0.5) ? wx0 + ww * 0.1 : wx1 - ww * 0.1, wy1 + 200, wh * 1.05, r.range(-0.15, 0.15), 0.05)
  c.wrapFrom(mark, `<g clip-path="${clip}">`)
  c.p = p
  // window frame
  const frame = '#ffffff'
  const panes = r.int(2, 4)
  let fr =
    rectD(wx0 - 12, wy0 - 12, ww + 24, 14) +
    rectD(wx0 - 12, wy1 - 2, ww + 24, 14) +
    rectD(wx0 - 12, wy0 - 12, 14, wh + 24) +
    rectD(wx1 - 2, wy0 - 12, 14, wh + 24)
  for (let i = 1; i < panes; i++) fr += rectD(wx0 + (ww * i) / panes - 5, wy0, 10, wh)
  c.add(path(fr, frame))
  c.add(rect(wx0 - 12, wy1 + 10, ww + 24, 6, '#0b1a2a', { opacity: 0.08 }))
  // curtains
  const curtain = r.pick(['#f3e6d3', '#ffffff', '#e7f0ee', '#f6dccb', '#d9ecf2'])
  for (const [cx0, dir] of [
    [wx0 - 30, 1],
    [wx1 + 30, -1],
  ] as const) {
    const cw = 90
    c.add(
      path(
        P`M${cx0} ${wy0 - 30}h${dir * cw}q${-dir * 30} ${wh * 0.5} ${dir * 10} ${wh + 50}h${-dir * (cw + 20)}Z`,
        curtain,
      ),
    )
    c.add(
      line(
        P`M${cx0 + dir * 30} ${wy0 - 20}q${-dir * 10} ${wh * 0.5} ${dir * 5} ${wh + 50}M${cx0 + dir * 60} ${wy0 - 20}q${-dir * 16} ${wh * 0.5} ${dir * 0} ${wh + 50}`,
        darken(curtain, 0.12),
        3,
        { opacity: 0.6 },
      ),
    )
  }
  c.add(rect(wx0 - 60, wy0 - 36, ww + 120, 8, '#8a6a4a', undefined, 4))
  // sunlight on the floor
  c.add(
    poly(
      [
        [wx0, by1],
        [wx1, by1],
        [toFloor(wx1) - 120, VH],
        [toFloor(wx0) - 120, VH],
      ],
      p.light,
      { opacity: 0.12 },
    ),
  )
  // wall art beside the window
  const artX = r.chance(0.5) ? (bx0 + wx0) / 2 - 130 : (wx1 + bx1) / 2 - 130
  if (wx0 - bx0 > 220) {
    const ax = artX < wx0 ? (bx0 + wx0 - 130) / 2 - 20 : (wx1 + bx1 - 130) / 2 + 20
    c.add(rect(ax, by0 + 120, 130, 170, '#8a6a4a'), rect(ax + 10, by0 + 130, 110, 150, '#fff8ec'))
    c.add(circle(ax + 65, by0 + 190, 26, r.pick(['#f2b134', '#e36f5a'])), rect(ax + 10, by0 + 215, 110, 65, '#7fd1c7'))
    c.add(line(P`M${ax + 20} ${by0 + 240}q12 -8 24 0q12 8 24 0q12 -8 24 0q12 8 24 0`, '#ffffff', 3))
  }
  // rug, sofa, coffee table
  const rugCol = r.pick(['#e9c46a', '#f4a261', '#8ecae6', '#e5989b', '#b5c99a', '#f1faee'])
  const sy = by1 + 80
  c.add(
    poly(
      [
        [vx - 380, sy + 10],
        [vx + 380, sy + 10],
        [vx + 560, VH - 30],
        [vx - 560, VH - 30],
      ],
      rugCol,
    ),
  )
  c.add(
    line(
      polyD([
        [vx - 350, sy + 24],
        [vx + 350, sy + 24],
        [vx + 510, VH - 50],
        [vx - 510, VH - 50],
      ]),
      '#ffffff',
      4,
      { opacity: 0.6 },
    ),
  )
  const sofaCol = r.pick(['#2a7f8f', '#e2a93b', '#d46a5a', '#3d5a80', '#6a994e', '#f1e3cf', '#8d6e9c'])
  const sw = r.range(620, 740)
  const sx = vx - sw / 2 + r.range(-60, 60)
  c.add(ellipse(sx + sw / 2, sy + 4, sw * 0.55, 16, '#1d2b3a', { opacity: 0.18 }))
  c.add(rect(sx + 40, sy - 260, sw - 80, 150, sofaCol, undefined, 24))
  c.add(rect(sx + 40, sy - 130, sw - 80, 62, lighten(sofaCol, 0.12), undefined, 14))
  c.add(rect(sx + 40, sy - 80, sw - 80, 60, darken(sofaCol, 0.12), undefined, 8))
  c.add(line(P`M${sx + sw / 2} ${sy - 128}v56`, darken(sofaCol, 0.2), 3, { opacity: 0.5 }))
  c.add(
    rect(sx, sy - 190, 80, 170, sofaCol, undefined, 26),
    rect(sx + sw - 80, sy - 190, 80, 170, sofaCol, undefined, 26),
  )
  c.add(rect(sx + 10, sy - 20, 12, 22, '#5e432c'), rect(sx + sw - 22, sy - 20, 12, 22, '#5e432c'))
  const pillowCols = r.shuffle(['#ffffff', '#f2b134', '#e36f5a', '#7fd1c7', '#f7c1cf', '#1b7f8c'])
  for (let i = 0; i < 3; i++) {
    const px = sx + 110 + i * ((sw - 300) / 2)
    const col = pillowCols[i] as string
    c.add(
      `<g transform="rotate(${r.range(-10, 10).toFixed(1)} ${F(px + 45)} ${F(sy - 170)})">${rect(px, sy - 215, 90, 90, col, undefined, 18)}${rect(px + 10, sy - 180, 70, 14, darken(col, 0.15), { opacity: 0.5 }, 7)}</g>`,
    )
  }
  const tw = 300
  const tx = vx - tw / 2 + r.range(-40, 40)
  const ty = sy + 110
  c.add(ellipse(tx + tw / 2, ty + 96, tw * 0.55, 12, '#1d2b3a', { opacity: 0.15 }))
  c.add(rect(tx + 14, ty + 14, 12, 84, '#5e432c'), rect(tx + tw - 26, ty + 14, 12, 84, '#5e432c'))
  c.add(
    poly(
      [
        [tx - 10, ty],
        [tx + tw + 10, ty],
        [tx + tw, ty + 20],
        [tx, ty + 20],
      ],
      '#8a6a4a',
    ),
  )
  c.add(
    poly(
      [
        [tx + 10, ty - 24],
        [tx + tw - 10, ty - 24],
        [tx + tw + 10, ty],
        [tx - 10, ty],
      ],
      '#a8825c',
    ),
  )
  c.add(
    ellipse(tx + tw * 0.3, ty - 14, 40, 10, '#ffffff'),
    path(
      circlesD([
        [tx + tw * 0.3 - 14, ty - 22, 11],
        [tx + tw * 0.3 + 8, ty - 24, 12],
      ]),
      '#f2b134',
    ),
  )
  c.add(rect(tx + tw * 0.62, ty - 60, 26, 48, r.pick(['#2e86ab', '#e36f5a', '#3bb273']), undefined, 8))
  bush(c, tx + tw * 0.62 + 13, ty - 64, 22, p.leafMid, r.pick(FLOWERS))
  // plant and lamp in the corners
  const plantLeft = r.chance(0.5)
  const plx = plantLeft ? bx0 + 40 : bx1 - 40
  c.add(
    poly(
      [
        [plx - 50, by1 + 40],
        [plx + 50, by1 + 40],
        [plx + 38, by1 + 130],
        [plx - 38, by1 + 130],
      ],
      r.pick(['#e7d7c1', '#c8553d', '#ffffff', '#2f5d8a']),
    ),
  )
  for (const a of [-150, -120, -95, -70, -40, -20, -165])
    bigLeaf(
      c,
      plx,
      by1 + 40,
      (a + r.range(-8, 8)) * DEG,
      r.range(160, 240),
      r.range(34, 50),
      r.chance(0.5) ? p.leafMid : p.leafDark,
    )
  const lx = plantLeft ? bx1 - 60 : bx0 + 60
  c.add(rect(lx - 4, by1 - 260, 8, 340, '#3b3b3b'), ellipse(lx, by1 + 82, 40, 10, '#3b3b3b'))
  c.add(
    poly(
      [
        [lx - 50, by1 - 250],
        [lx + 50, by1 - 250],
        [lx + 34, by1 - 330],
        [lx - 34, by1 - 330],
      ],
      '#fff3d6',
    ),
  )
  // ceiling fan
  const fx = vx + r.range(-80, 80)
  const fy = by0 + 30
  const fanCol = r.pick(['#8a6a4a', '#ffffff', '#5e432c', '#2b2f38'])
  c.add(rect(fx - 4, fy - 80, 8, 80, '#6b6b6b'))
  const blades = r.int(4, 5)
  const rot = r.range(0, TAU)
  const bladeD = (a: number): string => {
    const L = 270
    const ex = fx + Math.cos(a) * L
    const ey = fy + 12 + Math.sin(a) * L * 0.16
    const nx = -Math.sin(a) * 44
    const ny = Math.cos(a) * 44 * 0.16
    return P`M${fx} ${fy + 12}L${ex + nx * 0.6} ${ey + ny * 0.6 - 4}Q${ex + Math.cos(a) * 22} ${ey} ${ex - nx * 0.6} ${ey - ny * 0.6 + 4}Z`
  }
  let behind = ''
  let inFront = ''
  for (let i = 0; i < blades; i++) {
    const a = rot + (TAU * i) / blades
    if (Math.sin(a) < 0) behind += bladeD(a)
    else inFront += bladeD(a)
  }
  c.add(path(behind, darken(fanCol, 0.1)))
  c.add(ellipse(fx, fy + 10, 36, 16, '#7a7a7a'), ellipse(fx, fy + 4, 30, 10, '#9a9a9a'))
  c.add(path(inFront, fanCol))
  c.add(ellipse(fx, fy + 32, 26, 16, '#fff8e1'))
}

function seaViewScene(c: Canvas): void {
  const { r, p } = c
  const hy = VH * r.range(0.4, 0.47)
  drawSky(c, hy)
  drawSun(c)
  drawClouds(c, r.int(2, 5), VH * 0.08, hy - 90)
  drawBirds(c, r.int(2, 5), VH * 0.1, hy - 110)
  drawIslands(c, hy, r.int(1, 2))
  drawSea(c, hy, VH)
  drawGlint(c, hy, VH * 0.75)
  const railTop = VH * r.range(0.66, 0.71)
  drawReef(c, hy + (railTop - hy) * r.range(0.45, 0.6), VH)
  drawWaves(c, hy + 8, railTop + 80, 34)
  // headland with a scatter of small houses
  const hx1 = VW * r.range(0.3, 0.45)
  const head = ridgePoints(r, -80, hx1, hy + 60, r.range(130, 210), 10, 'right')
  c.add(
    path(
      hillD(
        head.map(([x, y]): Pt => [x + 12, y + 10]),
        hy + 70,
      ),
      p.sand,
    ),
  )
  c.add(path(hillD(head, hy + 68), mix(p.leafMid, p.haze, 0.35)))
  drawCanopy(c, head, -60, hx1 - 20, 1, 24, [mix(p.leafDark, p.haze, 0.32)], 0)
  for (let i = r.int(4, 8); i > 0; i--) {
    const x = r.range(10, hx1 - 60)
    const y = yAt(head, x) + r.range(25, Math.max(30, hy + 60 - yAt(head, x) - 10))
    miniHouse(c, x, y, r.range(14, 22), r.pick(WALLS), r.pick(ROOFS), 0.25)
  }
  for (let i = r.int(1, 3); i > 0; i--) {
    const y = r.range(hy + 30, railTop - 30)
    boat(
      c,
      r.range(hx1 + 60, VW - 60),
      y,
      40 + 90 * ((y - hy) / (railTop - hy)),
      r.pick(['sail', 'sail', 'launch'] as const),
      r.chance(0.5) ? 1 : -1,
    )
  }
  // palm crowns rising from the garden below
  const palmLeft = r.chance(0.5)
  palm(
    c,
    palmLeft ? VW * r.range(0.04, 0.14) : VW * r.range(0.86, 0.96),
    VH + 200,
    r.range(760, 860),
    (palmLeft ? 1 : -1) * r.range(0, 0.12),
  )
  if (r.chance(0.6))
    palm(
      c,
      palmLeft ? VW * r.range(0.2, 0.28) : VW * r.range(0.72, 0.8),
      VH + 200,
      r.range(620, 700),
      r.range(-0.1, 0.1),
      0.05,
    )
  // terrace floor
  const floorY = VH * r.range(0.8, 0.83)
  const tileCol = r.pick(['#e4b98f', '#d9936a', '#efe6d6', '#e9dcc6', '#c9a27c'])
  c.add(rect(0, floorY, VW, VH - floorY, tileCol))
  let grid = ''
  const vpx = VW / 2
  for (let gx = -VW; gx < VW * 2; gx += 120) grid += P`M${vpx + (gx - vpx) * 0.4} ${floorY}L${gx} ${VH}`
  for (let yy = floorY + 14, s = 14; yy < VH; s *= 1.45, yy += s) grid += P`M0 ${yy}h${VW}`
  c.add(line(grid, darken(tileCol, 0.2), 2, { opacity: 0.45 }))
  // railing
  const railStyle = r.pick(['glass', 'baluster', 'wood'] as const)
  const railCol = railStyle === 'wood' ? '#9b6b43' : '#ffffff'
  if (railStyle === 'glass') {
    c.add(rect(0, railTop, VW, floorY - railTop, '#dff6fb', { opacity: 0.3 }))
    let posts = ''
    for (let x = 60; x < VW; x += 260) posts += rectD(x, railTop, 10, floorY - railTop)
    c.add(path(posts, '#d8dde3'))
    c.add(
      poly(
        [
          [120, railTop + 10],
          [160, railTop + 10],
          [100, floorY - 10],
          [60, floorY - 10],
        ],
        '#ffffff',
        { opacity: 0.3 },
      ),
    )
  } else {
    let bal = ''
    const step = railStyle === 'wood' ? 38 : 58
    const bh = floorY - railTop
    for (let x = 10; x < VW; x += step) {
      bal +=
        railStyle === 'wood'
          ? rectD(x, railTop, 12, bh)
          : P`M${x + 6} ${railTop}h12q-2 ${bh * 0.2} 6 ${bh * 0.45}q10 ${bh * 0.2} -2 ${bh * 0.45}v${bh * 0.1}h-20v${-bh * 0.1}q-12 ${-bh * 0.25} -2 ${-bh * 0.45}q8 ${-bh * 0.25} 6 ${-bh * 0.45}Z`
    }
    c.add(path(bal, railCol))
    c.add(path(bal, '#0b1a2a', { opacity: 0.06, transform: 'translate(5 0)' }))
  }
  c.add(rect(0, railTop - 16, VW, 22, railCol), rect(0, railTop + 6, VW, 6, '#0b1a2a', { opacity: 0.1 }))
  c.add(rect(0, floorY - 8, VW, 12, darken(railCol, 0.1)))
  // terrace furniture
  const furnLeft = !palmLeft
  const fx = furnLeft ? VW * r.range(0.34, 0.4) : VW * r.range(0.6, 0.66)
  if (r.chance(0.5)) {
    const chairCol = r.pick(['#ffffff', '#2e86ab', '#e36f5a', '#f2b134', '#9b6b43'])
    c.add(ellipse(fx, VH - 40, 220, 20, '#1d2b3a', { opacity: 0.15 }))
    c.add(line(P`M${fx} ${VH - 180}V${VH - 40}M${fx - 50} ${VH - 40}h100`, '#3b3b3b', 8))
    c.add(ellipse(fx, VH - 186, 110, 22, '#f4f1ea'), ellipse(fx, VH - 192, 110, 20, '#ffffff'))
    c.add(
      rect(fx - 40, VH - 240, 22, 48, '#f4a261', { opacity: 0.9 }, 4),
      rect(fx + 16, VH - 232, 22, 40, '#7fd1c7', { opacity: 0.9 }, 4),
    )
    c.add(circle(fx - 18, VH - 240, 8, '#3bb273'))
    for (const d of [-1, 1]) {
      const cx = fx + d * 200
      c.add(rect(cx - 60, VH - 300, 120, 150, chairCol, undefined, 40))
      c.add(
        line(
          P`M${cx - 30} ${VH - 280}v110M${cx} ${VH - 290}v120M${cx + 30} ${VH - 280}v110`,
          darken(chairCol, 0.2),
          4,
          { opacity: 0.5 },
        ),
      )
      c.add(rect(cx - 70, VH - 160, 140, 40, darken(chairCol, 0.1), undefined, 10))
      c.add(line(P`M${cx - 60} ${VH - 120}v80M${cx + 60} ${VH - 120}v80`, darken(chairCol, 0.35), 8))
    }
  } else {
    const cushion = r.pick(['#ffffff', '#7fd1c7', '#f2b134', '#e36f5a', '#8ec5ea'])
    lounger(c, fx - 250, VH - 40, 300, cushion)
    lounger(c, fx + 110, VH - 30, 300, cushion)
    c.add(ellipse(fx + 20, VH - 44, 60, 10, '#1d2b3a', { opacity: 0.15 }))
    c.add(line(P`M${fx + 20} ${VH - 110}V${VH - 44}`, '#3b3b3b', 8), ellipse(fx + 20, VH - 112, 52, 12, '#ffffff'))
    c.add(rect(fx + 4, VH - 160, 20, 46, '#f4a261', { opacity: 0.9 }, 4), circle(fx + 22, VH - 160, 7, '#3bb273'))
  }
  // potted plant at the other side
  const potX = furnLeft ? VW * r.range(0.03, 0.06) : VW * r.range(0.94, 0.97)
  c.add(
    poly(
      [
        [potX - 70, VH - 170],
        [potX + 70, VH - 170],
        [potX + 52, VH],
        [potX - 52, VH],
      ],
      r.pick(['#c8553d', '#e7d7c1', '#2f5d8a', '#ffffff']),
    ),
  )
  for (const a of [-160, -130, -105, -80, -55, -25])
    bigLeaf(
      c,
      potX,
      VH - 170,
      (a + r.range(-8, 8)) * DEG,
      r.range(170, 250),
      r.range(36, 52),
      r.chance(0.5) ? p.leafMid : p.leafDark,
    )
  // bougainvillea spilling from the top corner
  const bx = palmLeft ? VW - r.range(0, 80) : r.range(0, 80)
  bougainvillea(c, bx, r.range(20, 60), r.range(120, 170))
}

function villageScene(c: Canvas): void {
  const { r, p } = c
  const hy = VH * r.range(0.36, 0.42)
  drawSky(c, hy)
  drawSun(c)
  drawClouds(c, r.int(2, 4), VH * 0.07, hy - 100)
  drawBirds(c, r.int(0, 4), VH * 0.1, hy - 90)
  drawSea(c, hy, VH)
  drawGlint(c, hy, VH * 0.6)
  const shore = VH * r.range(0.56, 0.6)
  // hills behind the village
  const hx0 = VW * r.range(0.2, 0.38)
  const back = ridgePoints(r, hx0 - 100, VW + 100, shore, r.range(330, 420), 12, 'left')
  c.add(path(hillD(back, shore + 10), mix(p.leafMid, p.haze, 0.42)))
  drawCanopy(c, back, hx0 + 40, VW + 40, 1, 24, [mix(p.leafMid, p.haze, 0.36)], 0)
  const front = ridgePoints(r, hx0 - 200, VW + 100, shore + 4, r.range(150, 230), 12, 'left')
  c.add(
    path(
      hillD(
        front.map(([x, y]): Pt => [x - 12, y + 8]),
        shore + 14,
      ),
      p.sand,
    ),
  )
  c.add(path(hillD(front, shore + 8), mix(p.leafMid, p.leafDark, 0.3)))
  drawCanopy(c, front, hx0 - 60, VW + 40, 1, 22, [p.leafMid], 0)
  for (let i = r.int(8, 14); i > 0; i--) {
    const x = r.range(hx0, VW - 20)
    const top = yAt(front, x) + 30
    if (top > shore - 16) continue
    miniHouse(c, x, r.range(top, shore - 6), r.range(22, 34), r.pick(WALLS), r.pick(ROOFS), 0.12)
  }
  scatterTrees(c, front, 40, hx0, VW, shore - 8, [10, 18], [p.leafDark, p.leafMid])
  for (let i = r.int(3, 6); i > 0; i--)
    palm(c, r.range(hx0, VW), shore + 6, r.range(120, 180), r.range(-0.2, 0.2), 0.15)
  // calm bay in front
  c.add(
    rect(
      0,
      shore + 8,
      VW,
      VH - shore,
      c.linear([
        [0, p.seaNear, 0.6],
        [1, p.lagoon, 0.7],
      ]),
    ),
  )
  drawWaves(c, shore + 20, VH, 30)
  // stilt houses along a boardwalk
  const wy = VH * r.range(0.76, 0.8)
  const count = r.int(3, 4)
  const span = VW + 80
  const walkY = wy - r.range(70, 90)
  c.add(rect(-40, walkY - 6, VW + 80, 12, '#9a7654'))
  let walkPosts = ''
  for (let x = -20; x < VW + 20; x += 90) walkPosts += rectD(x, walkY, 8, wy - walkY + 6)
  c.add(path(walkPosts, '#6e5238'))
  const slots = r.shuffle([...Array(count).keys()])
  for (let i = 0; i < count; i++) {
    const slot = i
    const w = r.range(200, 250)
    const x = -40 + (span * (slot + 0.5)) / count - w * 0.65 + r.range(-30, 30)
    const h = r.range(120, 150)
    if (r.chance(0.5)) palm(c, x + w * r.range(0.2, 1.1), walkY - 40, r.range(300, 380), r.range(-0.15, 0.15), 0.05)
    const style = houseStyle(r)
    if (slots[i] === 0) style.wall = r.pick(['#f6d365', '#f4a68c', '#7fd1c7'])
    // broken reflection first
    let refl = ''
    const rh = (wy - walkY + h) * 0.6
    for (let yy = wy + 6; yy < wy + rh; yy += 12)
      refl += rectD(x + r.range(-8, 8), yy, w * 1.36 * (1 - (yy - wy) / rh / 3), 6)
    c.add(path(refl, style.wall, { opacity: 0.22 }))
    cottage(c, { x, baseY: wy, w, h, stilts: wy - walkY, porch: r.chance(0.6), style, shadow: false })
  }
  let ripples = ''
  for (let yy = wy + 14; yy < VH; yy += r.range(14, 26)) {
    for (let x = r.range(-40, 0); x < VW; x += r.range(60, 160)) ripples += P`M${x} ${yy}h${r.range(30, 90)}`
  }
  c.add(line(ripples, lighten(p.lagoon, 0.4), 2.2, { opacity: 0.5 }))
  c.add(rect(0, wy - 2, VW, 5, '#ffffff', { opacity: 0.35 }))
  // dories in the foreground
  for (let i = r.int(2, 4); i > 0; i--) {
    const y = r.range(wy + 60, VH - 30)
    boat(
      c,
      r.range(80, VW - 80),
      y,
      130 + 120 * ((y - wy) / (VH - wy)),
      r.pick(['dory', 'dory', 'launch'] as const),
      r.chance(0.5) ? 1 : -1,
    )
  }
}

// ---------------------------------------------------------------------------------------------------------
// Public API

const SCENES: Record<SceneKind, (c: Canvas) => void> = {
  'beach-house': beachHouse,
  'hillside-villa': hillsideVilla,
  condo: condoScene,
  land: landScene,
  commercial: commercialScene,
  interior: interiorScene,
  'sea-view': seaViewScene,
  village: villageScene,
}

/** A complete SVG document illustrating `kind`; deterministic for a given seed. */
export function renderSceneSvg(kind: SceneKind, seed: number, width = 1600, height = 1067): string {
  const r = new Rand(mixSeed(seed, kind))
  const c = new Canvas(r, makePalette(r))
  const draw = SCENES[kind]
  draw(c)
  // warm wash of sunlight from the sun's side
  const p = c.p
  c.add(
    rect(
      0,
      0,
      VW,
      VH,
      c.radial(
        [
          [0, p.light, p.lightAmount * 2],
          [1, p.light, 0],
        ],
        p.sunX / VW,
        p.sunY / VH,
        0.9,
      ),
    ),
  )
  if (r.chance(0.5)) c.wrapFrom(0, `<g transform="translate(${VW} 0) scale(-1 1)">`)
  return c.toSvg(width, height, VW, VH)
}

const SKINS = ['#f9d7c3', '#f1c3a2', '#e0a97e', '#c98b5f', '#a8693f', '#8a5231', '#6b3e24', '#f3cfb3', '#d59a6f']
const HAIRS = ['#2b1d16', '#4a2f1f', '#6b4226', '#a0673a', '#d8b26e', '#1c1c1c', '#8c8c8c', '#b5522e', '#3a2a22']

/** A friendly abstract head-and-shoulders avatar on a soft background; deterministic for a given seed. */
export function renderPortraitSvg(seed: number, size = 800): string {
  const r = new Rand(mixSeed(seed, 'portrait'))
  const c = new Canvas(r, makePalette(r))
  const S = 800
  const bgH = r.range(0, 360)
  c.add(
    rect(
      0,
      0,
      S,
      S,
      c.linear(
        [
          [0, hsl(bgH, 62, 90)],
          [1, hsl(bgH + 35, 55, 78)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  c.add(circle(S * r.range(0.3, 0.7), S * r.range(0.35, 0.5), S * 0.36, hsl(bgH + 10, 60, 84), { opacity: 0.9 }))
  c.add(
    circle(S * r.range(0.05, 0.95), S * r.range(0.05, 0.3), S * r.range(0.08, 0.16), hsl(bgH + 180, 70, 88), {
      opacity: 0.7,
    }),
  )
  const leafCol = hsl(bgH + 20, 40, 70)
  for (const a of [-60, -30, 0])
    bigLeaf(
      c,
      r.chance(0.5) ? -20 : S + 20,
      S + 20,
      (a - (r.chance(0.5) ? 90 : 120)) * DEG,
      r.range(260, 340),
      50,
      leafCol,
    )
  const skin = r.pick(SKINS)
  const skinShade = darken(skin, 0.14)
  const hair = r.pick(HAIRS)
  const shirt = hsl(r.range(0, 360), r.range(35, 65), r.range(35, 58))
  const style = r.pick(['short', 'long', 'bun', 'curly', 'buzz', 'bob'] as const)
  const hx = S / 2
  const hyy = 345
  const rx = r.range(120, 134)
  const ry = r.range(150, 162)
  if (style === 'long' || style === 'bob') {
    const len = style === 'long' ? 590 : 470
    c.add(
      path(
        P`M${hx - rx - 34} ${hyy}Q${hx - rx - 40} ${hyy - ry - 40} ${hx} ${hyy - ry - 28}Q${hx + rx + 40} ${hyy - ry - 40} ${hx + rx + 34} ${hyy}L${hx + rx + 44} ${len}Q${hx} ${len + 40} ${hx - rx - 44} ${len}Z`,
        hair,
      ),
    )
  }
  if (style === 'bun') c.add(circle(hx, hyy - ry - 20, 62, hair))
  // shoulders
  c.add(
    path(
      P`M70 ${S}C80 ${S - 150} 170 ${S - 237} 300 ${S - 250}L500 ${S - 250}C630 ${S - 237} 720 ${S - 150} 730 ${S}Z`,
      shirt,
    ),
  )
  c.add(
    path(
      P`M${hx - 58} ${hyy + 90}L${hx - 62} ${S - 242}Q${hx} ${S - 180} ${hx + 62} ${S - 242}L${hx + 58} ${hyy + 90}Z`,
      skinShade,
    ),
  )
  const collar = r.pick(['crew', 'vee', 'shirt'] as const)
  if (collar === 'vee') c.add(path(P`M${hx - 70} ${S - 250}L${hx} ${S - 120}L${hx + 70} ${S - 250}Z`, skinShade))
  else if (collar === 'shirt') {
    c.add(path(P`M${hx - 64} ${S - 254}L${hx} ${S - 150}L${hx + 64} ${S - 254}Z`, skinShade))
    c.add(path(P`M${hx - 70} ${S - 258}L${hx - 4} ${S - 150}L${hx - 40} ${S - 120}L${hx - 96} ${S - 236}Z`, '#ffffff'))
    c.add(path(P`M${hx + 70} ${S - 258}L${hx + 4} ${S - 150}L${hx + 40} ${S - 120}L${hx + 96} ${S - 236}Z`, '#ffffff'))
  } else c.add(path(P`M${hx - 64} ${S - 252}Q${hx} ${S - 170} ${hx + 64} ${S - 252}Z`, skinShade))
  // ears, head
  c.add(ellipse(hx - rx + 2, hyy + 14, 22, 32, skinShade), ellipse(hx + rx - 2, hyy + 14, 22, 32, skinShade))
  c.add(ellipse(hx, hyy, rx, ry, skin))
  // hair on top
  const top = hyy - ry
  if (style === 'curly') {
    const curls: Circle[] = []
    for (let i = 0; i <= 12; i++) {
      const a = Math.PI + (Math.PI * i) / 12
      curls.push([hx + Math.cos(a) * (rx + 8), hyy - 10 + Math.sin(a) * (ry + 4), r.range(30, 42)])
    }
    curls.push([hx, top + 40, 70], [hx - 50, top + 50, 50], [hx + 50, top + 50, 50])
    c.add(path(circlesD(curls), hair))
  } else if (style !== 'buzz') {
    const part = r.range(-0.4, 0.4) * rx
    c.add(
      path(
        P`M${hx - rx - 6} ${hyy + 10}Q${hx - rx - 14} ${top - 26} ${hx + part} ${top - 20}Q${hx + rx + 14} ${top - 26} ${hx + rx + 6} ${hyy + 10}Q${hx + rx - 6} ${top + 70} ${hx + part} ${top + 62}Q${hx - rx + 6} ${top + 70} ${hx - rx - 6} ${hyy + 10}Z`,
        hair,
      ),
    )
  } else {
    c.add(
      path(
        P`M${hx - rx + 2} ${hyy - 10}Q${hx - rx} ${top - 8} ${hx} ${top - 6}Q${hx + rx} ${top - 8} ${hx + rx - 2} ${hyy - 10}Q${hx} ${top + 40} ${hx - rx + 2} ${hyy - 10}Z`,
        hair,
        { opacity: 0.85 },
      ),
    )
  }
  // face
  const ey = hyy + 20
  const ex = r.range(38, 46)
  c.add(ellipse(hx - ex, ey, 10, 12, '#2a2630'), ellipse(hx + ex, ey, 10, 12, '#2a2630'))
  c.add(circle(hx - ex + 3, ey - 4, 3, '#ffffff'), circle(hx + ex + 3, ey - 4, 3, '#ffffff'))
  const brow = darken(hair, 0.2)
  c.add(line(P`M${hx - ex - 20} ${ey - 30}q20 -10 40 -2M${hx + ex + 20} ${ey - 30}q-20 -10 -40 -2`, brow, 7))
  c.add(line(P`M${hx + 2} ${ey + 20}q10 26 -6 34`, darken(skin, 0.25), 5, { opacity: 0.6 }))
  c.add(
    circle(hx - ex - 14, ey + 52, 20, '#ff8a8a', { opacity: 0.22 }),
    circle(hx + ex + 14, ey + 52, 20, '#ff8a8a', { opacity: 0.22 }),
  )
  const mouthY = ey + 78
  if (r.chance(0.5)) {
    c.add(path(P`M${hx - 36} ${mouthY}Q${hx} ${mouthY + 44} ${hx + 36} ${mouthY}Z`, '#7a3038'))
    c.add(path(P`M${hx - 30} ${mouthY + 2}Q${hx} ${mouthY + 14} ${hx + 30} ${mouthY + 2}Z`, '#ffffff'))
  } else {
    c.add(line(P`M${hx - 34} ${mouthY}Q${hx} ${mouthY + 30} ${hx + 34} ${mouthY}`, '#7a3038', 7))
  }
  if ((style === 'short' || style === 'buzz') && r.chance(0.35)) {
    c.add(
      path(
        P`M${hx - rx + 4} ${hyy + 20}Q${hx - rx + 10} ${hyy + ry + 16} ${hx} ${hyy + ry + 18}Q${hx + rx - 10} ${hyy + ry + 16} ${hx + rx - 4} ${hyy + 20}Q${hx + rx - 20} ${hyy + 90} ${hx + 40} ${mouthY - 14}Q${hx} ${mouthY - 26} ${hx - 40} ${mouthY - 14}Q${hx - rx + 20} ${hyy + 90} ${hx - rx + 4} ${hyy + 20}Z`,
        hair,
        { opacity: 0.92 },
      ),
    )
    c.add(
      path(
        P`M${hx - 30} ${mouthY + 2}Q${hx} ${mouthY + 22} ${hx + 30} ${mouthY + 2}Q${hx} ${mouthY + 10} ${hx - 30} ${mouthY + 2}Z`,
        '#7a3038',
      ),
    )
  }
  if (r.chance(0.22)) {
    const g = r.pick(['#2a2630', '#8a5a2b', '#2f5d8a', '#b23a48'])
    c.add(
      `<g fill="none" stroke="${g}" stroke-width="7">${circleOutline(hx - ex, ey, 32)}${circleOutline(hx + ex, ey, 32)}<path d="${P`M${hx - ex + 32} ${ey}q${ex - 32} -12 ${2 * (ex - 32)} 0`}"/></g>`,
    )
  }
  if (style !== 'buzz' && r.chance(0.3)) {
    c.add(circle(hx - rx + 4, hyy + 52, 8, '#f2c14e'), circle(hx + rx - 4, hyy + 52, 8, '#f2c14e'))
  }
  return c.toSvg(size, size, S, S)
}

function circleOutline(cx: number, cy: number, r: number): string {
  return `<circle cx="${F(cx)}" cy="${F(cy)}" r="${F(r)}"/>`
}
