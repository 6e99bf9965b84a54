import { describe, expect, it } from 'vitest';
import { parseMerchants, sandboxOptionsFromEnv } from './config';

describe('settings from the environment', () => {
  it('an empty environment gives port 4100 on 127.0.0.1 and the autobid merchant', () => {
    expect(sandboxOptionsFromEnv({})).toEqual({
      port: 4100,
      host: '127.0.0.1',
      merchants: [{ id: 'autobid', secret: 'sandbox-secret' }],
    });
  });

  it('reads the port, host, public URL and comma-joined merchants', () => {
    const options = sandboxOptionsFromEnv({
      PAY_SANDBOX_PORT: '4200',
      PAY_SANDBOX_HOST: '0.0.0.0',
      PAY_SANDBOX_PUBLIC_URL: 'https://pay.sandbox.example',
      PAY_SANDBOX_MERCHANTS: 'autobid:s1, other:s2:with:colons',
    });

    expect(options).toEqual({
      port: 4200,
      host: '0.0.0.0',
      publicUrl: 'https://pay.sandbox.example',
      merchants: [
        { id: 'autobid', secret: 's1' },
        { id: 'other', secret: 's2:with:colons' },
      ],
    });
  });

  it('a merchant without a secret or an empty list is refused at start', () => {
    expect(() => parseMerchants('autobid')).toThrow(/merchantId:secret/);
    expect(() => parseMerchants('autobid:')).toThrow(/merchantId:secret/);
    expect(() => parseMerchants(' , ')).toThrow(/no merchant/);
    expect(() => sandboxOptionsFromEnv({ PAY_SANDBOX_PORT: 'many' })).toThrow(/PAY_SANDBOX_PORT/);
  });
});
