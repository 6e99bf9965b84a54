import type { Localized } from '../../plural';
import type { InviteTranslation } from './en';

export const inviteId: Localized<InviteTranslation> = {
  title: 'Atur kata sandi Anda',
  intro: 'Selamat datang, {{name}}. Pilih kata sandi untuk {{email}}; Anda akan langsung masuk.',
  password: 'Kata sandi baru',
  confirm: 'Ulangi kata sandi',
  rule: 'Minimal 10 karakter.',
  tooShort: 'Gunakan minimal 10 karakter.',
  mismatch: 'Kedua kata sandi tidak sama.',
  submit: 'Atur kata sandi dan masuk',
  loading: 'Memeriksa tautan Anda…',
  unknown: 'Tautan ini tidak valid. Minta undangan baru kepada administrator Anda.',
  expired: 'Tautan ini sudah kedaluwarsa. Minta administrator Anda mengirim yang baru.',
  used: 'Tautan ini sudah dipakai. Masuk dengan kata sandi yang Anda atur.',
  disabled: 'Akun ini dinonaktifkan. Hubungi administrator Anda.',
  toSignIn: 'Ke halaman masuk',
};
