#!/usr/bin/env node
// `npm start`: the portal and, unless a real gateway is configured, the sandbox payment gateway beside
// it (docs/online-payment-gateway.md). Both stop together: Ctrl+C, or either one exiting.
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../apps/server/server-flags.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.PORT ?? 3000);
const sandboxPort = Number(process.env.PAY_SANDBOX_PORT ?? 4100);
const useSandbox = !process.env.PAY_GATEWAY_URL;

const children = [];
// Both run from their builds (`npm run build`, scripts/build-servers.mjs); stack traces name the sources.
function run(name, args, env, flags = []) {
  const child = spawn(process.execPath, [...flags, '--enable-source-maps', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    console.info(`${name} stopped (${signal ?? code})`);
    for (const other of children)
      if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
  children.push(child);
}

if (useSandbox) {
  run('payment sandbox', ['apps/pay-sandbox/dist/server.mjs'], {
    PAY_SANDBOX_PORT: String(sandboxPort),
    PAY_SANDBOX_HOST: '127.0.0.1',
  });
}
run(
  'portal',
  ['apps/server/dist/server.mjs'],
  {
    ...(useSandbox ? { PAY_GATEWAY_URL: `http://127.0.0.1:${sandboxPort}` } : {}),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  },
  SERVER_NODE_FLAGS,
);

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
