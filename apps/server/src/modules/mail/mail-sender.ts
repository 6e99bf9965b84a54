import { createTransport } from 'nodemailer';

/** One e-mail, as plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** What the platform needs of an e-mail service: accept a message or throw. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

// A stalled SMTP server must not hold an admin's request for minutes (nodemailer's defaults).
const TIMEOUT_MS = 10_000;

/** Sends through an SMTP server given as `smtp://user:pass@host:port` (or `smtps://`). */
export function createSmtpSender(options: { url: string; from: string }): MailSender {
  const transport = createTransport({
    url: options.url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  } as Parameters<typeof createTransport>[0]);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
