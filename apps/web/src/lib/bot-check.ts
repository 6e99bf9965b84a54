import { getRuntimeConfig } from '../config/runtime-config';

/** The actions a bot-check token is asked for; the server checks the token was made for its call. */
export type BotCheckAction = 'login' | 'otp_send' | 'password_reset';

/** The spec's (§7) body fields; empty when no token could be had. */
export interface BotCheckFields {
  g_recaptcha_response?: string;
  g_recaptcha_action?: string;
}

/** The part of reCAPTCHA v3's browser API used here. */
interface Recaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Recaptcha;
  }
}

/** How long a sign-in waits for the third-party service before going on without a token. */
export const BOT_CHECK_TIMEOUT_MS = 3000;
const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

let loading: Promise<Recaptcha> | null = null;

function siteKey(): string | null {
  return getRuntimeConfig().recaptcha_site_key ?? null;
}

/** Adds the service's script once; a failed load is forgotten so a later action tries again. */
function loadScript(key: string): Promise<Recaptcha> {
  loading ??= new Promise<Recaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(key)}`;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('the bot-check script defined no grecaptcha'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('the bot-check script did not load'));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bot check timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Starts loading the bot-check script when a site key is set, so the first sign-in does not wait
 * for it (reCAPTCHA v3 also scores better when it sees the page before the action).
 */
export function preloadBotCheck(): void {
  const key = siteKey();
  if (key) loadScript(key).catch(() => undefined);
}

/**
 * A token for `action` from the bot-check service, as the fields the call sends. Spec §5's
 * fallback branch: with no site key, a script that does not load or a service that does not
 * answer within {@link BOT_CHECK_TIMEOUT_MS}, the call goes without a token and the server decides
 * (it may ask again with `captcha_required`). A dealer is never stuck behind a third party.
 */
export async function botCheckFields(action: BotCheckAction): Promise<BotCheckFields> {
  const key = siteKey();
  if (!key) return {};
  try {
    const token = await withTimeout(
      loadScript(key).then(
        (recaptcha) =>
          new Promise<string>((resolve, reject) => {
            recaptcha.ready(() => {
              recaptcha.execute(key, { action }).then(resolve, reject);
            });
          }),
      ),
      BOT_CHECK_TIMEOUT_MS,
    );
    return token ? { g_recaptcha_response: token, g_recaptcha_action: action } : {};
  } catch {
    return {};
  }
}

/** For tests: forget the loaded script. */
export function resetBotCheck(): void {
  loading = null;
}
