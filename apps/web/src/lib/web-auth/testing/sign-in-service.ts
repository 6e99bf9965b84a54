import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the service received, as the tests read it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What the service answers a request with: a status and an optional JSON body. */
export type Answer = { status: number; body?: unknown };

/**
 * A real HTTP server on 127.0.0.1 standing in for the sign-in service: each test says what each
 * path answers and reads back what the client sent, so the client's fetch calls run for real.
 */
export class SignInService {
  readonly received: ReceivedRequest[] = [];
  private readonly answers = new Map<string, Answer>();
  private server: Server | null = null;
  origin = '';

  answer(methodAndPath: string, answer: Answer): void {
    this.answers.set(methodAndPath, answer);
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        const method = request.method ?? 'GET';
        const path = url.pathname;
        this.received.push({
          method,
          path,
          query: url.searchParams,
          headers: request.headers,
          body,
        });
        const answer = this.answers.get(`${method} ${path}`) ?? { status: 404 };
        response.statusCode = answer.status;
        if (answer.body === undefined) return response.end();
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The requests to one path, oldest first. */
  to(methodAndPath: string): ReceivedRequest[] {
    return this.received.filter((r) => `${r.method} ${r.path}` === methodAndPath);
  }
}
