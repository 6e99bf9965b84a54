import { runtimeConfigSchema, type RuntimeConfig } from '@autobid/contract';

let loaded: RuntimeConfig | null = null;

/** Fetches `/config.json` once at start; the app renders only after it is known. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  loaded = runtimeConfigSchema.parse(await response.json());
  return loaded;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('runtime config read before loadRuntimeConfig() finished');
  return loaded;
}

/** For tests and stories that render without a server. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  loaded = config;
}
