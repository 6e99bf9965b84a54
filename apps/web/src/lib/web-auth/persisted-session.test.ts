import { beforeEach, describe, expect, it } from 'vitest';
import {
  isWebviewAgent,
  readPersistedSession,
  storageKeyFor,
  writePersistedSession,
} from './persisted-session';

describe('persisted session record (spec §3)', () => {
  beforeEach(() => localStorage.clear());

  it('is kept under a web-auth key of its own for each redirect address and webview', () => {
    const keys = new Set([
      storageKeyFor('https://a.example/authorized', false),
      storageKeyFor('https://a.example/authorized', true),
      storageKeyFor('https://b.example/authorized', false),
    ]);
    expect(keys.size).toBe(3);
    for (const key of keys) expect(key.startsWith('web-auth')).toBe(true);
  });

  it('reads back the string fields written and nothing else', () => {
    const key = storageKeyFor('https://a.example/authorized', false);
    localStorage.setItem(key, JSON.stringify({ token: 't', code: 5, extra: 'x', state: '' }));
    expect(readPersistedSession(localStorage, key)).toEqual({ token: 't' });
  });

  it('reads a damaged record as empty', () => {
    const key = storageKeyFor('https://a.example/authorized', false);
    localStorage.setItem(key, '{not json');
    expect(readPersistedSession(localStorage, key)).toEqual({});
  });

  it('removes the key once the record is empty', () => {
    const key = storageKeyFor('https://a.example/authorized', false);
    writePersistedSession(localStorage, key, { code_verifier: 'v' });
    expect(localStorage.getItem(key)).toBe('{"code_verifier":"v"}');
    writePersistedSession(localStorage, key, {});
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('tells an Android or iOS webview from the browsers themselves', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36';
    const iosApp =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    const iosSafari = `${iosApp.replace(' Mobile/15E148', ' Version/17.0 Mobile/15E148')} Safari/604.1`;
    const chrome =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
    expect([android, iosApp, iosSafari, chrome].map(isWebviewAgent)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
