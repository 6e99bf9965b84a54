import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps the raw text of what it accepts. */
export async function startSmtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    /** Waits until a message to `to` arrived (the reset e-mail leaves after the answer). */
    async messageTo(to: string, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > until) throw new Error(`no message to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
