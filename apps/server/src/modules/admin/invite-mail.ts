import type { Language } from '@autobid/contract';
import { generateToken, hashToken } from '../auth/tokens';

/** How long an invite link works. */
export const INVITE_TTL_HOURS = 72;

/** A new invite token: the link carries the token, the database only its SHA-256. */
export function newInviteToken(): { token: string; tokenHash: string } {
  const token = generateToken();
  return { token, tokenHash: hashToken(token) };
}

export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/invite/${token}`;
}

const TEXTS: Record<Language, { subject: string; body: (name: string, link: string) => string }> = {
  en: {
    subject: 'Your AutoBid account: set your password',
    body: (name, link) =>
      `Hello ${name},\n\nAn account at AutoBid was made for you. Open this link to set your password and sign in:\n\n${link}\n\nThe link works once, for ${INVITE_TTL_HOURS} hours. If you did not expect this e-mail, you can ignore it.\n\nAutoBid`,
  },
  id: {
    subject: 'Akun AutoBid Anda: atur kata sandi',
    body: (name, link) =>
      `Halo ${name},\n\nAkun AutoBid telah dibuat untuk Anda. Buka tautan ini untuk mengatur kata sandi dan masuk:\n\n${link}\n\nTautan ini hanya dapat dipakai sekali, selama ${INVITE_TTL_HOURS} jam. Jika Anda tidak mengharapkan e-mail ini, abaikan saja.\n\nAutoBid`,
  },
  th: {
    subject: 'บัญชี AutoBid ของคุณ: ตั้งรหัสผ่าน',
    body: (name, link) =>
      `สวัสดีคุณ ${name}\n\nมีการสร้างบัญชี AutoBid ให้คุณแล้ว เปิดลิงก์นี้เพื่อตั้งรหัสผ่านและเข้าสู่ระบบ:\n\n${link}\n\nลิงก์นี้ใช้ได้ครั้งเดียว ภายใน ${INVITE_TTL_HOURS} ชั่วโมง หากคุณไม่ได้คาดว่าจะได้รับอีเมลนี้ ไม่ต้องดำเนินการใด ๆ\n\nAutoBid`,
  },
};

/** The invite e-mail in the invited person's language. */
export function inviteMail(input: {
  name: string;
  email: string;
  language: Language;
  link: string;
}) {
  const texts = TEXTS[input.language];
  return {
    to: input.email,
    subject: texts.subject,
    text: texts.body(input.name, input.link),
    kind: 'invite',
  };
}
