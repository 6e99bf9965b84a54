import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { setTestRuntimeConfig } from '../testing/test-runtime-config';
import { BOT_CHECK_TIMEOUT_MS, botCheckFields, resetBotCheck } from './bot-check';

const scripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src.includes('recaptcha'));

function withSiteKey(key: string | null) {
  setTestRuntimeConfig();
  setRuntimeConfig({ ...getRuntimeConfig(), recaptcha_site_key: key });
}

describe('the bot check (spec §5)', () => {
  beforeEach(() => resetBotCheck());
  afterEach(() => {
    scripts().forEach((script) => script.remove());
    delete window.grecaptcha;
    vi.useRealTimers();
  });

  it('sends no token and loads no script when no site key is set', async () => {
    withSiteKey(null);
    expect(await botCheckFields('login')).toEqual({});
    expect(scripts()).toHaveLength(0);
  });

  it('takes the fallback branch (no token) when the script cannot load', async () => {
    withSiteKey('site-key-1');
    const fields = botCheckFields('otp_send');
    const [script] = scripts();
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1');
    script?.dispatchEvent(new Event('error'));
    expect(await fields).toEqual({});
    // A failed load is not kept: the next action tries again.
    void botCheckFields('otp_send');
    expect(scripts()).toHaveLength(1);
  });

  it('takes the fallback branch when the service does not answer within 3 seconds', async () => {
    vi.useFakeTimers();
    withSiteKey('site-key-1');
    const fields = botCheckFields('password_reset');
    await vi.advanceTimersByTimeAsync(BOT_CHECK_TIMEOUT_MS);
    expect(await fields).toEqual({});
  });

  it('sends the token made for the action once the script answers, loading it once', async () => {
    withSiteKey('site-key-1');
    const execute = vi.fn(
      async (_key: string, { action }: { action: string }) => `token-${action}`,
    );
    const first = botCheckFields('login');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    scripts()[0]?.dispatchEvent(new Event('load'));
    expect(await first).toEqual({
      g_recaptcha_response: 'token-login',
      g_recaptcha_action: 'login',
    });
    expect(await botCheckFields('otp_send')).toEqual({
      g_recaptcha_response: 'token-otp_send',
      g_recaptcha_action: 'otp_send',
    });
    expect(scripts()).toHaveLength(1);
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'otp_send' });
  });
});
