import { z } from 'zod/mini';

export const incrementTierSchema = z.object({
  from: z.int(),
  increment: z.int(),
});

export const marketSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  is_login_region: z.boolean(),
  extend_window_seconds: z.int(),
  increments: z.array(incrementTierSchema),
});
export type Market = z.infer<typeof marketSchema>;

/** `GET /config/auction-settings`: the bid increments and soft-close window of every market. */
export const auctionSettingsSchema = z.object({ markets: z.array(marketSchema) });
export type AuctionSettings = z.infer<typeof auctionSettingsSchema>;

/** `GET /config/server-time`. */
export const serverTimeSchema = z.object({ server_time: z.string(), epoch_ms: z.number() });

/** `GET /config.json`: what the web app needs to know at start. */
export const runtimeConfigSchema = z.object({
  api: z.object({
    portal: z.string(),
    auction: z.string(),
    general: z.string(),
    /** The central sign-in service (`/sso/api`) and its app service (`/{product}-sso/v1`). */
    sso: z.optional(z.string()),
    sso_app: z.optional(z.string()),
  }),
  realtime: z.object({
    host: z.nullable(z.string()),
    port: z.nullable(z.int()),
    cluster: z.string(),
    force_tls: z.boolean(),
    auth_endpoint: z.string(),
    apps: z.object({
      general: z.object({ key: z.string() }),
      auction: z.object({ key: z.string() }),
    }),
  }),
  markets: z.array(z.object({ code: z.string(), name: z.string(), currency: z.string() })),
  login_regions: z.array(z.string()),
  languages: z.array(z.string()),
  default_country: z.string(),
  /** The portal's client at the central sign-in service. */
  sso_client_id: z.optional(z.string()),
  /** Where the remote config (spec §7, `portal.production`) is read from, with a timestamp query. */
  remote_config_url: z.optional(z.string()),
  /** The bot-check site key; null when the server verifies no bot-check tokens. */
  recaptcha_site_key: z.optional(z.nullable(z.string())),
  /** True when no SMS or e-mail provider is configured outside production: `/dev/outbox` shows what was sent. */
  dev_outbox: z.optional(z.boolean()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
