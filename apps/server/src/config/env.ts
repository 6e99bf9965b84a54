import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
    DEMO_DATA: booleanFlag.default(true),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 14),
    CLOCK_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(250),
    CLOCK_ENABLED: booleanFlag.default(true),
    WEB_DIST: z.string().optional(),
    REALTIME_GENERAL_KEY: z.string().min(8).default('autobid-general'),
    REALTIME_GENERAL_SECRET: z.string().min(16).optional(),
    REALTIME_AUCTION_KEY: z.string().min(8).default('autobid-auction'),
    REALTIME_AUCTION_SECRET: z.string().min(16).optional(),
    FILE_URL_SECRET: z.string().min(16).optional(),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).max(200).default('AutoBid <no-reply@autobid.local>'),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
    NODE_ENV: z.string().optional(),
    PAY_GATEWAY_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
      .default('http://127.0.0.1:4100'),
    PAY_GATEWAY_MERCHANT_ID: z
      .string()
      .regex(/^[\w.-]{1,64}$/, {
        error: 'must be 1-64 letters, digits, underscores, dots or dashes',
      })
      .default('autobid'),
    PAY_GATEWAY_SECRET: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
    /** Proxies whose X-Forwarded-For is believed: addresses, CIDRs or loopback/linklocal/uniquelocal, comma-separated. */
    TRUST_PROXY: z
      .string()
      .regex(/^[\w.:/, -]+$/, {
        error: 'must be addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated',
      })
      .optional(),
    /** SMS leave as e-mail to `<digits>@SMS_GATEWAY_DOMAIN` through SMTP_URL (an e-mail-to-SMS gateway). */
    SMS_GATEWAY_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, {
        error: 'must be a domain name such as sms.example.com',
      })
      .optional(),
    RECAPTCHA_SECRET: z.string().min(8).optional(),
    RECAPTCHA_SITE_KEY: z.string().min(8).optional(),
    RECAPTCHA_VERIFY_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
      .default('https://www.google.com/recaptcha/api/siteverify'),
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    /** The remote config's `portal.production`: whether the web app offers central sign-in. */
    CENTRAL_SIGN_IN: booleanFlag.default(true),
    /** Redirect URIs of the portal's central sign-in client; `<PUBLIC_URL>/authorized` by default. */
    SSO_REDIRECT_URIS: z.string().optional(),
    RATE_LIMITS: booleanFlag.default(true),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    RATE_LIMIT_BIDS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** Open realtime sockets per node; below the process's open-file limit (docs/realtime.md). */
    REALTIME_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(18_000),
    /** Open realtime sockets per client address: a dealer office behind one NAT fits. */
    REALTIME_MAX_CONNECTIONS_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(500),
    /** Bytes held for slow realtime readers across all sockets of a node, in MB. */
    REALTIME_SEND_BUFFER_BUDGET_MB: z.coerce.number().int().min(1).max(1_000_000).default(512),
  })
  .superRefine((env, ctx) => {
    if (env.REDIS_URL && (!env.REALTIME_GENERAL_SECRET || !env.REALTIME_AUCTION_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['REALTIME_GENERAL_SECRET'],
        message:
          'REALTIME_GENERAL_SECRET and REALTIME_AUCTION_SECRET must be set when REDIS_URL is set, so every node signs private channels alike',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PAY_GATEWAY_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAY_GATEWAY_SECRET'],
        message:
          'PAY_GATEWAY_SECRET must be set in production: the sandbox secret is public, so anyone could forge a payment callback',
      });
    }
  })
  // Outside production the sandbox's own secret, so `npm start -w apps/pay-sandbox` just works.
  .transform((env) => ({ ...env, PAY_GATEWAY_SECRET: env.PAY_GATEWAY_SECRET ?? 'sandbox-secret' }));

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once; throws one error naming every bad setting. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  return result.data;
}
