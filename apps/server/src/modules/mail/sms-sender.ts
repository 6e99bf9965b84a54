import type { MailSender } from './mail-sender';

/** One text message to a phone number in E.164 (`+60123456701`). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** What the platform needs of an SMS service: accept a message or throw. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * SMS through an e-mail-to-SMS gateway (docs/sign-in.md): the text goes as an e-mail to
 * `<digits without +>@<gatewayDomain>` through the SMTP sender, so one SMTP account is the only
 * provider to configure. Without a sender or a gateway domain there is no SMS provider (null):
 * messages stay in the outbox, where the back office and, outside production, the dev outbox
 * show them.
 */
export function createSmsSender(options: {
  mailSender: MailSender | null;
  gatewayDomain: string | null;
}): SmsSender | null {
  const { mailSender, gatewayDomain } = options;
  if (!mailSender || !gatewayDomain) return null;
  return {
    async send(message) {
      const digits = message.to.replace(/\D/g, '');
      if (digits === '') throw new Error('An SMS needs a phone number in E.164.');
      // Gateways put the subject before the text, so there is none: the SMS reads as written.
      await mailSender.send({ to: `${digits}@${gatewayDomain}`, subject: '', text: message.text });
    },
  };
}
