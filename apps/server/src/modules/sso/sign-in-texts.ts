/** The hosted sign-in page's languages: the portal's own (docs/languages-and-formats.md). */
export const PAGE_LANGUAGES = ['en', 'id', 'th'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<PageLanguage, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
};

const en = {
  title: 'Sign in',
  subtitle: 'Sign in to AutoBid to continue.',
  byEmail: 'E-mail',
  byPhone: 'Phone',
  email: 'E-mail',
  password: 'Password',
  country: 'Country',
  phone: 'Phone number',
  code: 'Verification code',
  signIn: 'Sign in',
  sendCode: 'Send code',
  codeSent: 'We sent a 6-digit code to {phone}.',
  otherNumber: 'Use another number',
  expiredTitle: 'This sign-in has expired',
  expired: 'Go back to the portal and sign in again.',
  errorTitle: 'Sign-in could not continue',
  // Messages by error code; any other error shows the server's own message.
  invalid_credentials: 'The e-mail or password is incorrect.',
  account_disabled: 'This account is disabled. Ask your administrator to enable it again.',
  too_many_attempts: 'Too many failed sign-in attempts. Try again later.',
  'auth/invalid-verification-code': 'The code is not correct.',
  'auth/invalid-phone-number': 'This phone number is not valid.',
  'auth/code-expired': 'The code has expired. Ask for a new one.',
  'auth/too-many-requests': 'Too many attempts. Try again later.',
};
export type PageTexts = typeof en;

const id: PageTexts = {
  title: 'Masuk',
  subtitle: 'Masuk ke AutoBid untuk melanjutkan.',
  byEmail: 'Email',
  byPhone: 'Telepon',
  email: 'Email',
  password: 'Kata sandi',
  country: 'Negara',
  phone: 'Nomor telepon',
  code: 'Kode verifikasi',
  signIn: 'Masuk',
  sendCode: 'Kirim kode',
  codeSent: 'Kami telah mengirim kode 6 digit ke {phone}.',
  otherNumber: 'Gunakan nomor lain',
  expiredTitle: 'Sesi masuk ini sudah kedaluwarsa',
  expired: 'Kembali ke portal dan masuk lagi.',
  errorTitle: 'Tidak dapat melanjutkan masuk',
  invalid_credentials: 'Email atau kata sandi salah.',
  account_disabled:
    'Akun ini dinonaktifkan. Minta administrator Anda untuk mengaktifkannya kembali.',
  too_many_attempts: 'Terlalu banyak percobaan masuk yang gagal. Coba lagi nanti.',
  'auth/invalid-verification-code': 'Kode tidak benar.',
  'auth/invalid-phone-number': 'Nomor telepon ini tidak valid.',
  'auth/code-expired': 'Kode sudah kedaluwarsa. Minta kode baru.',
  'auth/too-many-requests': 'Terlalu banyak percobaan. Coba lagi nanti.',
};

const th: PageTexts = {
  title: 'เข้าสู่ระบบ',
  subtitle: 'เข้าสู่ระบบ AutoBid เพื่อดำเนินการต่อ',
  byEmail: 'อีเมล',
  byPhone: 'โทรศัพท์',
  email: 'อีเมล',
  password: 'รหัสผ่าน',
  country: 'ประเทศ',
  phone: 'หมายเลขโทรศัพท์',
  code: 'รหัสยืนยัน',
  signIn: 'เข้าสู่ระบบ',
  sendCode: 'ส่งรหัส',
  codeSent: 'เราได้ส่งรหัส 6 หลักไปที่ {phone} แล้ว',
  otherNumber: 'ใช้หมายเลขอื่น',
  expiredTitle: 'การเข้าสู่ระบบนี้หมดอายุแล้ว',
  expired: 'กลับไปที่พอร์ทัลแล้วเข้าสู่ระบบอีกครั้ง',
  errorTitle: 'ไม่สามารถเข้าสู่ระบบต่อได้',
  invalid_credentials: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  account_disabled: 'บัญชีนี้ถูกปิดใช้งาน โปรดติดต่อผู้ดูแลระบบเพื่อเปิดใช้งานอีกครั้ง',
  too_many_attempts: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป โปรดลองอีกครั้งภายหลัง',
  'auth/invalid-verification-code': 'รหัสไม่ถูกต้อง',
  'auth/invalid-phone-number': 'หมายเลขโทรศัพท์นี้ไม่ถูกต้อง',
  'auth/code-expired': 'รหัสหมดอายุแล้ว โปรดขอรหัสใหม่',
  'auth/too-many-requests': 'ลองหลายครั้งเกินไป โปรดลองอีกครั้งภายหลัง',
};

export const PAGE_TEXTS: Record<PageLanguage, PageTexts> = { en, id, th };

const isPageLanguage = (value: string): value is PageLanguage =>
  (PAGE_LANGUAGES as readonly string[]).includes(value);

/**
 * The page's language: the one the person picked on the page, else the first supported one the
 * portal asked for (`ui_locales`), else the browser's `Accept-Language`, else English.
 */
export function pickLanguage(input: {
  chosen?: unknown;
  uiLocales?: unknown;
  acceptLanguage?: string | undefined;
}): PageLanguage {
  const candidates = [
    typeof input.chosen === 'string' ? input.chosen : '',
    ...(typeof input.uiLocales === 'string' ? input.uiLocales.split(' ') : []),
    ...(input.acceptLanguage ?? '').split(',').map((part) => part.split(';')[0] ?? ''),
  ];
  for (const candidate of candidates) {
    const base = candidate.trim().toLowerCase().split('-')[0] ?? '';
    if (isPageLanguage(base)) return base;
  }
  return 'en';
}
