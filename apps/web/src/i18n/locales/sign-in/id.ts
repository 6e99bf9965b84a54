import type { Localized } from '../../plural';
import type { devOutboxEn, forgotPasswordEn, loginEn, resetPasswordEn } from './en';

/** Indonesian of the sign-in page: its e-mail, phone, code and help-code steps. */
export const loginId: Localized<typeof loginEn> = {
  title: 'Masuk',
  subtitle: 'Masuk untuk memantau lelang langsung dan menawar.',
  email: 'E-mail',
  emailPlaceholder: 'anda@dealer.com',
  password: 'Kata sandi',
  passwordPlaceholder: 'Kata sandi Anda',
  submit: 'Masuk',
  welcome: 'Selamat datang kembali, {{name}}',
  region: 'Wilayah',
  showPassword: 'Tampilkan kata sandi',
  hidePassword: 'Sembunyikan kata sandi',
  methodLabel: 'Masuk dengan',
  methodEmail: 'E-mail',
  methodPhone: 'Telepon',
  dialCode: 'Kode negara',
  phone: 'Nomor ponsel',
  phonePlaceholder: '812 3456 7890',
  phoneType: 'nomor telepon',
  sendCode: 'Kirim kode',
  helpStart: 'Punya kode bantuan dari layanan pelanggan?',
  forgot: 'Lupa kata sandi?',
  codeTitle: 'Masukkan kode',
  codeSentTo: 'Kami mengirim kode 6 digit lewat SMS ke {{phone}}.',
  code: 'Kode verifikasi',
  verify: 'Verifikasi dan masuk',
  resend: 'Kirim kode baru',
  resendIn: 'Kode baru dalam {{time}}',
  codeResent: 'Kode baru sedang dikirim.',
  changeNumber: 'Ganti nomor',
  noSms: 'Tidak menerima SMS?',
  devOutbox: 'Belum ada penyedia SMS di sini: baca kodenya di kotak keluar dev.',
  devOutboxLink: 'Buka kotak keluar dev',
  helpTitle: 'Masuk dengan kode bantuan',
  helpIntro: 'Hubungi layanan AutoBid: mereka membacakan kode bantuan 6 digit untuk {{phone}}.',
  helpIntroNoPhone: 'Hubungi layanan AutoBid dan minta kode bantuan untuk nomor ponsel Anda.',
  supportTitle: 'Layanan AutoBid',
  helpCode: 'Kode bantuan',
  helpSubmit: 'Masuk',
  back: 'Kembali',
};

/** Indonesian of asking for a password-reset link. */
export const forgotPasswordId: Localized<typeof forgotPasswordEn> = {
  title: 'Atur ulang kata sandi',
  intro: 'Masukkan e-mail akun Anda dan kami akan mengirim tautan untuk membuat kata sandi baru.',
  submit: 'Kirim tautan',
  sent: 'Jika ada akun dengan {{email}}, tautan untuk membuat kata sandi baru sedang dikirim. Tautan hanya berlaku sekali dan segera kedaluwarsa.',
  devOutbox: 'Belum ada penyedia e-mail di sini: baca e-mailnya di kotak keluar dev.',
  backToSignIn: 'Kembali ke halaman masuk',
};

/** Indonesian of the e-mailed link that sets a new password. */
export const resetPasswordId: Localized<typeof resetPasswordEn> = {
  title: 'Buat kata sandi baru',
  password: 'Kata sandi baru',
  confirm: 'Ulangi kata sandi baru',
  rules: 'Minimal 10 karakter. Kata sandi yang umum dan alamat e-mail Anda ditolak.',
  mismatch: 'Kedua kata sandi tidak sama.',
  refused: 'Pilih kata sandi lain: yang ini terlalu mudah ditebak.',
  submit: 'Simpan kata sandi baru',
  done: 'Kata sandi sudah diganti. Masuk dengan kata sandi baru Anda.',
  signIn: 'Masuk',
  askAgain: 'Minta tautan baru',
};

/** Indonesian of the dev outbox (the SMS and e-mails sent while no provider is set up). */
export const devOutboxId: Localized<typeof devOutboxEn> = {
  title: 'Kotak keluar dev',
  intro:
    'Yang dikirim AutoBid lewat SMS dan e-mail di sini. Halaman ini hanya ada selama belum ada penyedia SMS atau e-mail.',
  refresh: 'Muat ulang',
  empty: 'Belum ada yang dikirim.',
  unavailable: 'Kotak keluar dev tidak tersedia: pesan di sini dikirim lewat penyedia sungguhan.',
  channel: { email: 'E-mail', sms: 'SMS' },
  to: 'Kepada',
  copy: 'Salin {{code}}',
  copied: 'Disalin',
};
