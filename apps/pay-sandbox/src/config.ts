// The sandbox's settings from the environment, for `npm start`.
import { z } from 'zod';
import { type Merchant } from './context';
import { type SandboxOptions } from './sandbox';

const envSchema = z.object({
  PAY_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(4100),
  PAY_SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  PAY_SANDBOX_MERCHANTS: z.string().default('autobid:sandbox-secret'),
  PAY_SANDBOX_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
});

/** `id:secret,id:secret`; a secret may itself hold colons. */
export function parseMerchants(text: string): Merchant[] {
  const merchants = text
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const colon = pair.indexOf(':');
      const id = pair.slice(0, colon);
      const secret = pair.slice(colon + 1);
      if (colon < 1 || secret === '' || !/^[\w.-]+$/.test(id))
        throw new Error(
          `PAY_SANDBOX_MERCHANTS: "${id || pair.slice(0, 20)}" is not merchantId:secret`,
        );
      return { id, secret };
    });
  if (merchants.length === 0) throw new Error('PAY_SANDBOX_MERCHANTS names no merchant');
  return merchants;
}

export function sandboxOptionsFromEnv(
  env: NodeJS.ProcessEnv,
): SandboxOptions & { port: number; host: string } {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  const { PAY_SANDBOX_PORT, PAY_SANDBOX_HOST, PAY_SANDBOX_MERCHANTS, PAY_SANDBOX_PUBLIC_URL } =
    parsed.data;
  return {
    port: PAY_SANDBOX_PORT,
    host: PAY_SANDBOX_HOST,
    merchants: parseMerchants(PAY_SANDBOX_MERCHANTS),
    ...(PAY_SANDBOX_PUBLIC_URL ? { publicUrl: PAY_SANDBOX_PUBLIC_URL } : {}),
  };
}
