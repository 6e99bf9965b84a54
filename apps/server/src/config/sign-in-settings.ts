import type { Env } from './env';

/** How people get in and how the ways in are guarded (docs/sign-in.md). */
export interface SignInSettings {
  /** Proxies whose X-Forwarded-For is believed; empty: the socket's address is the caller's. */
  trustProxy: string[];
  /** The address people reach the site at, for links in e-mails and the central sign-in's redirect. */
  publicUrl: string;
  /** Outside production a page lists what would have been sent when no provider is configured. */
  production: boolean;
  /** SMS leave as e-mail to `<digits>@<domain>` through the SMTP sender; null: the outbox only. */
  smsGatewayDomain: string | null;
  botCheck: {
    /** null: bot-check tokens are not verified. */
    secret: string | null;
    siteKey: string | null;
    verifyUrl: string;
    minScore: number;
  };
  /** The remote config's `portal.production`: whether the web app offers central sign-in. */
  centralSignIn: boolean;
  /** Exact redirect URIs of the portal's client at the central sign-in service. */
  ssoRedirectUris: string[];
  rateLimits: { enabled: boolean; signInPerMinute: number; bidsPerMinute: number };
}

/** Tests and the zero-setup default: nothing trusted, no providers, generous limits. */
export const DEFAULT_SIGN_IN_SETTINGS: SignInSettings = {
  trustProxy: [],
  publicUrl: 'http://localhost:3000',
  production: false,
  smsGatewayDomain: null,
  botCheck: {
    secret: null,
    siteKey: null,
    verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    minScore: 0.5,
  },
  centralSignIn: true,
  ssoRedirectUris: ['http://localhost:3000/authorized'],
  rateLimits: { enabled: true, signInPerMinute: 30, bidsPerMinute: 600 },
};

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The settings from the parsed environment. */
export function signInSettingsFrom(env: Env, publicUrl: string): SignInSettings {
  const redirects = list(env.SSO_REDIRECT_URIS);
  const local = new URL(publicUrl);
  const defaults = [`${publicUrl.replace(/\/$/, '')}/authorized`];
  // Without PUBLIC_URL people open either name of this machine; both are this site.
  if (!env.PUBLIC_URL && local.hostname === 'localhost')
    defaults.push(`http://127.0.0.1:${local.port}/authorized`);
  return {
    trustProxy: list(env.TRUST_PROXY),
    publicUrl,
    production: env.NODE_ENV === 'production',
    smsGatewayDomain: env.SMTP_URL ? (env.SMS_GATEWAY_DOMAIN ?? null) : null,
    botCheck: {
      secret: env.RECAPTCHA_SECRET ?? null,
      siteKey: env.RECAPTCHA_SITE_KEY ?? null,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      minScore: env.RECAPTCHA_MIN_SCORE,
    },
    centralSignIn: env.CENTRAL_SIGN_IN,
    ssoRedirectUris: redirects.length > 0 ? redirects : defaults,
    rateLimits: {
      enabled: env.RATE_LIMITS,
      signInPerMinute: env.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      bidsPerMinute: env.RATE_LIMIT_BIDS_PER_MINUTE,
    },
  };
}
