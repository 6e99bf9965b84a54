import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export { startSmtpServer } from '../../testing/smtp-server';

/** The text of a plain-text message as received: its body decoded from base64 or quoted-printable. */
export function bodyOf(raw: string): string {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/content-transfer-encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding: quoted-printable/i.test(head))
    return Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/** A real bot-check verify endpoint on loopback answering as `answer` says at the time, and what it was asked. */
export async function startVerifyServer(answer: { success: boolean; action?: string }) {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      asked.push(body);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ...answer, score: 0.9 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/verify`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The user id and token in a reset e-mail's link. */
export function resetLinkIn(text: string): { userId: number; token: string; url: string } {
  const match = /(https?:\/\/\S+\/reset-password\?user=(\d+)&token=([A-Za-z0-9_-]{43}))/.exec(text);
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`no reset link in: ${text}`);
  return { url: match[1], userId: Number(match[2]), token: match[3] };
}
