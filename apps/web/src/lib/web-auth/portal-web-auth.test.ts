import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getRuntimeConfig, setRuntimeConfig } from '../../config/runtime-config';
import { setTestRuntimeConfig } from '../../testing/test-runtime-config';
import { storageKeyFor } from './persisted-session';
import { CALLBACK_PATH, endCentralSession, getPortalWebAuth } from './portal-web-auth';
import { SignInService } from './testing/sign-in-service';

const service = new SignInService();
const key = () => storageKeyFor(`${window.location.origin}${CALLBACK_PATH}`, false);

beforeAll(async () => {
  await service.start();
  setTestRuntimeConfig();
  const config = getRuntimeConfig();
  setRuntimeConfig({
    ...config,
    api: {
      ...config.api,
      sso: `${service.origin}/sso/api`,
      sso_app: `${service.origin}/autobid-sso/v1`,
    },
  });
});
afterAll(() => service.stop());
beforeEach(() => {
  localStorage.clear();
  service.received.length = 0;
});

describe("the portal's central session at logout", () => {
  it('is ended at the app service and cleared even when the service fails; then nothing is sent', async () => {
    // Kept before the portal's client is first built, as on a page load with a central session.
    localStorage.setItem(key(), JSON.stringify({ token: 'tok-l', code: 'c' }));
    service.answer('POST /autobid-sso/v1/logout', { status: 503 });
    expect(getPortalWebAuth().getState().hasSession).toBe(true);

    await endCentralSession();

    const sent = service.to('POST /autobid-sso/v1/logout');
    expect(sent.map((r) => r.headers.authorization)).toEqual(['Bearer tok-l']);
    expect(localStorage.getItem(key())).toBeNull();
    expect(getPortalWebAuth().getState()).toMatchObject({ hasSession: false, logout: true });

    await endCentralSession();
    expect(service.to('POST /autobid-sso/v1/logout')).toHaveLength(1);
  });
});
