// CONTRACT.md "Configuration": every variable parsed once at start-up with zod.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { message: 'must be 1 or 0' })
  .transform((value) => value === '1' || value === 'true' || value === 'yes')

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })

/** Captcha services better-auth can verify against (optional; off unless configured). */
export const CAPTCHA_PROVIDERS = ['cloudflare-turnstile', 'google-recaptcha', 'hcaptcha'] as const
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number]

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  APP_URL: optionalText.pipe(httpUrl.optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Roatan Realty <no-reply@localhost>'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ message: 'must be comma-separated e-mail addresses' }))),
  SEED_DEMO: optionalText.pipe(flag.optional()),
  GEO_COUNTRY_HEADER: z.string().trim().toLowerCase().min(1).default('cf-ipcountry'),
  PRODUCTION_HOST: optionalText,
  PREVIEW_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  STORAGE_DIR: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(httpUrl.optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_PUBLIC_URL: optionalText.pipe(httpUrl.optional()),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  FEED_SECRET_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  CAPTCHA_PROVIDER: optionalText.pipe(
    z.enum(CAPTCHA_PROVIDERS, { message: `must be one of ${CAPTCHA_PROVIDERS.join(', ')}` }).optional(),
  ),
  CAPTCHA_SITE_KEY: optionalText,
  SIGN_IN_LINKS_PER_IP: z.coerce.number({ message: 'must be a number' }).int().min(1).default(20),
  CONSENT_REQUESTS_PER_NETWORK: z.coerce.number({ message: 'must be a number' }).int().min(1).default(20),
  // Threads that render pages the page cache does not hold (server/render-pool.ts); 0 renders on the main thread.
  RENDER_THREADS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(16)
    .optional(),
  // Memory for anonymous public pages (server/page-cache.ts); 0 turns the cache off.
  PAGE_CACHE_MB: z.coerce.number({ message: 'must be a number' }).min(0, 'must be 0 or more').max(4096).default(64),
  CAPTCHA_SECRET_KEY: optionalText,
  // Issue 15: how often "as soon as they are listed" alerts and saved-listing news go out.
  LISTING_ALERTS_EVERY_S: z.coerce
    .number({ message: 'must be a number' })
    .int('must be whole seconds')
    .min(10, 'must be 10 or more')
    .max(86_400)
    .default(60),
  // How long a background job (an import, a feed sync, an e-mail being sent) stays with a process that stops renewing
  // its hold (a crash, a kill) before another process takes it over. Shorter: quicker recovery, more renewals.
  JOB_LEASE_S: z.coerce
    .number({ message: 'must be a number' })
    .int('must be whole seconds')
    .min(3, 'must be 3 or more')
    .max(600)
    .default(15),
  // SPEC §4: the advertising pixel started by granted tracking consent; AD_PIXEL_SRC is its script address with {id}.
  AD_PIXEL_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[\w-]{1,64}$/, 'must be letters, digits, - or _')
      .optional(),
  ),
  AD_PIXEL_SRC: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .includes('{id}', 'must contain {id}')
      .optional(),
  ),
})

export type LogLevel = z.infer<typeof EnvSchema>['LOG_LEVEL']

export interface S3Config {
  bucket: string
  endpoint: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  publicUrl: string
}

export interface AppConfig {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  appUrl: string
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  adminEmails: string[]
  /** undefined: decide by the database (seed an empty embedded database). */
  seedDemo: boolean | undefined
  geoCountryHeader: string
  productionHost: string | undefined
  previewHosts: string[]
  storageDir: string
  s3: S3Config | undefined
  authSecret: string
  /** Key material for the listing feed's stored client secret (AES-256-GCM); see app/feed/secret-box.server.ts. */
  feedSecretKey: string
  logLevel: LogLevel
  /** bytes of rendered pages kept in memory; 0: no page cache */
  pageCacheBytes: number
  /** threads that render pages the page cache does not hold (server/render-pool.ts); 0 renders on the main thread */
  renderThreads: number
  listingAlertsEveryMs: number
  /** JOB_LEASE_S: how long a background job stays with a process that stopped renewing its hold. */
  jobLeaseMs: number
  /** Sign-in links one IP address may ask for in 15 minutes (an office behind one address may need more). */
  signInLinksPerIp: number
  /** Unproven consent requests one network (an IPv4 address, an IPv6 /64) may make in an hour (issue 39). */
  consentRequestsPerNetwork: number
  /** The sign-in forms ask for a captcha only when all three CAPTCHA_* variables are set. */
  captcha: { provider: CaptchaProvider; siteKey: string; secretKey: string } | undefined
  /** Public: the advertising pixel's id and script address (id filled in); none configured loads nothing. */
  adPixel: { id: string; src: string } | undefined
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parses the environment. Throws ConfigError with one line per bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment')
        const value = env[name]
        return `${name}=${JSON.stringify(value ?? '')}: ${issue.message}`
      }),
    )
  }
  const vars = parsed.data
  const s3Names = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  const s3Given = s3Names.filter((name) => vars[name])
  if (s3Given.length > 0 && s3Given.length < s3Names.length) {
    throw new ConfigError([
      `S3 storage needs all of ${s3Names.join(', ')}; missing ${s3Names.filter((name) => !vars[name]).join(', ')}`,
    ])
  }
  const captchaNames = ['CAPTCHA_PROVIDER', 'CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET_KEY'] as const
  const captchaGiven = captchaNames.filter((name) => vars[name])
  if (captchaGiven.length > 0 && captchaGiven.length < captchaNames.length) {
    throw new ConfigError([`A captcha needs all of ${captchaNames.join(', ')}`])
  }
  if (Boolean(vars.AD_PIXEL_ID) !== Boolean(vars.AD_PIXEL_SRC)) {
    throw new ConfigError(['An advertising pixel needs both AD_PIXEL_ID and AD_PIXEL_SRC'])
  }
  const dataDir = path.resolve(vars.DATA_DIR)
  const authSecret = vars.AUTH_SECRET ?? readOrCreateSecret(dataDir, 'auth-secret')
  const s3 =
    vars.S3_BUCKET && vars.S3_ENDPOINT && vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
      ? {
          bucket: vars.S3_BUCKET,
          endpoint: vars.S3_ENDPOINT.replace(/\/$/, ''),
          accessKeyId: vars.S3_ACCESS_KEY_ID,
          secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
          region: vars.S3_REGION,
          publicUrl: (vars.S3_PUBLIC_URL ?? `${vars.S3_ENDPOINT.replace(/\/$/, '')}/${vars.S3_BUCKET}`).replace(
            /\/$/,
            '',
          ),
        }
      : undefined

  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    adminEmails: vars.ADMIN_EMAILS,
    seedDemo: vars.SEED_DEMO,
    geoCountryHeader: vars.GEO_COUNTRY_HEADER,
    productionHost: vars.PRODUCTION_HOST,
    previewHosts: vars.PREVIEW_HOSTS,
    storageDir: path.resolve(vars.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    s3,
    authSecret,
    // Without its own key the feed derives one from the app secret, so the stored client secret survives restarts.
    feedSecretKey: vars.FEED_SECRET_KEY ?? `feed-secret:${authSecret}`,
    logLevel: vars.LOG_LEVEL,
    pageCacheBytes: Math.round(vars.PAGE_CACHE_MB * 1024 * 1024),
    // One render thread a core, at most four: beyond that renders wait on the one database thread (decision 034).
    renderThreads: vars.RENDER_THREADS ?? Math.min(availableParallelism(), 4),
    listingAlertsEveryMs: vars.LISTING_ALERTS_EVERY_S * 1000,
    jobLeaseMs: vars.JOB_LEASE_S * 1000,
    signInLinksPerIp: vars.SIGN_IN_LINKS_PER_IP,
    consentRequestsPerNetwork: vars.CONSENT_REQUESTS_PER_NETWORK,
    captcha:
      vars.CAPTCHA_PROVIDER && vars.CAPTCHA_SITE_KEY && vars.CAPTCHA_SECRET_KEY
        ? { provider: vars.CAPTCHA_PROVIDER, siteKey: vars.CAPTCHA_SITE_KEY, secretKey: vars.CAPTCHA_SECRET_KEY }
        : undefined,
    adPixel:
      vars.AD_PIXEL_ID && vars.AD_PIXEL_SRC
        ? { id: vars.AD_PIXEL_ID, src: vars.AD_PIXEL_SRC.replace('{id}', encodeURIComponent(vars.AD_PIXEL_ID)) }
        : undefined,
  }
}

/** A secret that was not configured is generated once and kept under DATA_DIR (readable by the owner only). */
function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name)
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
    const secret = randomBytes(32).toString('base64url')
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return secret
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}
