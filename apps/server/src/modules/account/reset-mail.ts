import type { Language } from '@autobid/contract';
import { generateToken, hashToken } from '../auth/tokens';

/** How long a password reset link works. */
export const RESET_TTL_MINUTES = 60;

/** A new reset token: the link carries the token, the database only its SHA-256. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = generateToken();
  return { token, tokenHash: hashToken(token) };
}

/** The web app's reset page, naming the user and carrying the token. */
export function resetLink(publicUrl: string, userId: number, token: string): string {
  const query = new URLSearchParams({ user: String(userId), token });
  return `${publicUrl.replace(/\/+$/, '')}/reset-password?${query.toString()}`;
}

const TEXTS: Record<Language, { subject: string; body: (name: string, link: string) => string }> = {
  en: {
    subject: 'AutoBid: choose a new password',
    body: (name, link) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your AutoBid account. Open this link to choose a new one:\n\n${link}\n\nThe link works once, for ${RESET_TTL_MINUTES} minutes. Choosing a new password signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.\n\nAutoBid`,
  },
  id: {
    subject: 'AutoBid: pilih kata sandi baru',
    body: (name, link) =>
      `Halo ${name},\n\nAda permintaan untuk mengatur ulang kata sandi akun AutoBid Anda. Buka tautan ini untuk memilih kata sandi baru:\n\n${link}\n\nTautan ini hanya dapat dipakai sekali, selama ${RESET_TTL_MINUTES} menit. Setelah kata sandi baru dipilih, Anda keluar dari semua perangkat. Jika Anda tidak memintanya, abaikan e-mail ini: kata sandi Anda tidak berubah.\n\nAutoBid`,
  },
  th: {
    subject: 'AutoBid: ตั้งรหัสผ่านใหม่',
    body: (name, link) =>
      `สวัสดีคุณ ${name}\n\nมีคำขอรีเซ็ตรหัสผ่านของบัญชี AutoBid ของคุณ เปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่:\n\n${link}\n\nลิงก์นี้ใช้ได้ครั้งเดียว ภายใน ${RESET_TTL_MINUTES} นาที เมื่อตั้งรหัสผ่านใหม่แล้ว คุณจะออกจากระบบในทุกอุปกรณ์ หากคุณไม่ได้ขอ ไม่ต้องดำเนินการใด ๆ รหัสผ่านของคุณจะยังเหมือนเดิม\n\nAutoBid`,
  },
};

/** The reset e-mail in the person's language. */
export function resetMail(input: {
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
    kind: 'password_reset',
  };
}
