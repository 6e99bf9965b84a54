import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerRealtime } from '../plugins/realtime';
import { createRealtimeHub } from './hub';
import { RawClient, TEST_APPS, waitUntil } from './test-support';

// The plugin lives in plugins/; its test sits here with the other realtime tests.
describe('the Fastify realtime plugin', () => {
  it('serves /app/{key} on the API server, answers other upgrades with 404 and closes the hub with the app', async () => {
    const app = Fastify({ logger: false });
    const hub = await createRealtimeHub({ apps: TEST_APPS, logger: app.log });
    registerRealtime(app, hub);
    app.get('/health', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      expect(app.realtime).toBe(hub);
      const client = await RawClient.open(
        `ws://127.0.0.1:${port}/app/${TEST_APPS.auction.key}?protocol=7`,
      );
      expect(hub.connectionCount()).toBe(1);

      const status = await new Promise<number | undefined>((resolve) => {
        const other = new WebSocket(`ws://127.0.0.1:${port}/elsewhere`);
        other.on('unexpected-response', (_req, res) => resolve(res.statusCode));
        other.on('error', () => resolve(undefined));
      });
      expect(status).toBe(404);
      expect((await app.inject('/health')).json()).toEqual({ ok: true });

      await app.close();
      expect((await client.closed).code).toBe(4200);
      await waitUntil(() => hub.connectionCount() === 0);
    } finally {
      await app.close();
    }
  });
});
