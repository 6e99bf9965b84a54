// `npm start`: the sandbox gateway on PAY_SANDBOX_HOST:PAY_SANDBOX_PORT until SIGINT or SIGTERM.
import { sandboxOptionsFromEnv } from './config';
import { startSandbox } from './sandbox';

async function main(): Promise<void> {
  const options = sandboxOptionsFromEnv(process.env);
  const sandbox = await startSandbox({ ...options, log: (line) => console.info(line) });
  const merchants = options.merchants?.map((m) => m.id).join(', ');
  console.info(
    `Payment sandbox is running at ${sandbox.url}` +
      `${options.publicUrl ? ` (pages at ${options.publicUrl})` : ''}; merchants: ${merchants}`,
  );
  const shutdown = (signal: string) => {
    console.info(`${signal}: shutting down`);
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
