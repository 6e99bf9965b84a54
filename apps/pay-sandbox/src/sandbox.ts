// The sandbox payment gateway as one in-process HTTP server: the merchant API under /api/v1, the
// hosted page under /pay, callbacks to the merchant. State lives in memory until `close()`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { createCallbackSender, DEFAULT_RETRY_POLICY, type RetryPolicy } from './callbacks';
import { type Merchant, type SandboxContext } from './context';
import { sendHtml, sendJson } from './http';
import { handleMerchantRequest } from './merchant-api';
import { handlePageRequest } from './page-routes';
import { createPaymentStore } from './payment-store';
import { renderNotFound } from './payment-page';

export type { Merchant } from './context';
export type { RetryPolicy } from './callbacks';

export const DEFAULT_MERCHANTS: readonly Merchant[] = [{ id: 'autobid', secret: 'sandbox-secret' }];

export interface SandboxOptions {
  /** 0 (the default) takes any free port; `url` tells which. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  merchants?: readonly Merchant[];
  /** The address browsers reach the sandbox at, for `page_url`; default the address it listens at. */
  publicUrl?: string;
  /** The clock, in epoch milliseconds: expiry, timestamps and signature times. Default Date.now. */
  now?: () => number;
  /** Callback retries; the defaults are the documented schedule. */
  callbackRetry?: Partial<RetryPolicy>;
  /** Where callback failures are reported; default nowhere. */
  log?: (line: string) => void;
}

export interface Sandbox {
  /** The address it listens at, e.g. http://127.0.0.1:4100 (no trailing slash). */
  url: string;
  /** Stops callback retries and timers and closes the server and its connections. */
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const merchants = new Map((options.merchants ?? DEFAULT_MERCHANTS).map((m) => [m.id, m]));
  const sender = createCallbackSender({
    now,
    log,
    policy: { ...DEFAULT_RETRY_POLICY, ...options.callbackRetry },
  });
  const address = { publicUrl: options.publicUrl?.replace(/\/+$/, '') ?? '' };
  const deliverCallback: SandboxContext['deliverCallback'] = (payment) => {
    const merchant = merchants.get(payment.merchantId);
    if (!payment.event || !payment.callback || !merchant) return;
    sender.send({
      eventId: payment.event.id,
      url: payment.request.callback_url,
      secret: merchant.secret,
      body: payment.event.body,
      record: payment.callback,
    });
  };
  const context: SandboxContext = {
    now,
    merchants,
    deliverCallback,
    store: createPaymentStore({
      now,
      pageUrlOf: (id) => `${address.publicUrl}/pay/${id}`,
      onFinished: deliverCallback,
    }),
  };

  const server = createServer((request, response) => {
    route(context, request, response).catch((error: unknown) => {
      log(`request ${request.method} ${request.url} failed: ${String(error)}`);
      if (response.headersSent) response.destroy();
      else sendJson(response, 500, { code: 'internal_error' });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  address.publicUrl ||= url;

  let closing: Promise<void> | undefined;
  return {
    url,
    close() {
      closing ??= new Promise<void>((resolve) => {
        sender.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

async function route(
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
  if (path.startsWith('/api/')) return handleMerchantRequest(context, request, response, path);
  if (path.startsWith('/pay/')) return handlePageRequest(context, request, response, path);
  if (path === '/health' && request.method === 'GET') return sendJson(response, 200, { ok: true });
  sendHtml(response, 404, renderNotFound());
}
