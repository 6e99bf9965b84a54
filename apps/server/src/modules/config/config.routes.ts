import { LANGUAGES, type RuntimeConfig } from '@autobid/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { presentMarket, type MarketCatalog } from './market-catalog';
import { allow } from '../../access/access';

export interface ConfigRouteOptions {
  markets: MarketCatalog;
  clock: Clock;
  realtimeKeys: { general: string; auction: string };
  /** What the sign-in page needs to know (docs/sign-in.md). */
  signIn: {
    centralSignIn: boolean;
    ssoClientId: string;
    recaptchaSiteKey: string | null;
    devOutbox: boolean;
  };
}

/** The product's name in the central sign-in's app service base, `/{product}-sso/v1`. */
export const PRODUCT = 'autobid';

const DEFAULT_COUNTRY = 'MY';

export async function configRoutes(app: FastifyInstance, opts: ConfigRouteOptions): Promise<void> {
  app.get('/config.json', allow('public'), async (_request, reply): Promise<RuntimeConfig> => {
    const markets = await opts.markets.all();
    void reply.header('cache-control', 'no-cache');
    return {
      api: {
        portal: '/portal/api',
        auction: '/auction/api',
        general: '/general/api',
        sso: '/sso/api',
        sso_app: `/${PRODUCT}-sso/v1`,
      },
      // null: the browser connects to the host and port it loaded the page from.
      realtime: {
        host: null,
        port: null,
        cluster: 'autobid',
        force_tls: false,
        auth_endpoint: '/general/api/v2/broadcasting/auth',
        apps: {
          general: { key: opts.realtimeKeys.general },
          auction: { key: opts.realtimeKeys.auction },
        },
      },
      markets: markets.map((m) => ({ code: m.code, name: m.name, currency: m.currency })),
      login_regions: markets.filter((m) => m.isLoginRegion).map((m) => m.code),
      languages: [...LANGUAGES],
      default_country: DEFAULT_COUNTRY,
      sso_client_id: opts.signIn.ssoClientId,
      remote_config_url: '/remote-config.json',
      recaptcha_site_key: opts.signIn.recaptchaSiteKey,
      dev_outbox: opts.signIn.devOutbox,
    };
  });

  // Spec §7's remote config: the web app offers central sign-in only when `portal.production` is
  // true. It is read with a timestamp query, so no cache may keep an old answer.
  app.get('/remote-config.json', allow('public'), async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { portal: { production: opts.signIn.centralSignIn } };
  });

  app.get('/auction/api/v2/config/auction-settings', allow('public'), async () => ({
    data: { markets: (await opts.markets.all()).map(presentMarket) },
  }));

  app.get('/auction/api/v2/config/server-time', allow('public'), async (_request, reply) => {
    const now = opts.clock.now();
    void reply.header('cache-control', 'no-store');
    return { data: { server_time: new Date(now).toISOString(), epoch_ms: now } };
  });
}
