import type { Localized } from '../../plural';
import type { AccountTranslation, HelpCodeTranslation } from './en';

export const accountId: Localized<AccountTranslation> = {
  title: 'Akun Anda',
  back: 'Kembali',
  signedInAs: 'Masuk sebagai {{email}}',
  otherUser:
    'Tautan ini dibuka untuk {{email}}, tetapi Anda masuk dengan akun lain. Perubahan di sini berlaku untuk akun yang sedang Anda gunakan.',
  loadFailed: 'Detail grup Anda tidak dapat dimuat.',
  retry: 'Coba lagi',
  profile: {
    title: 'Profil',
    name: 'Nama',
    email: 'E-mail',
    emailHint: 'E-mail adalah cara Anda masuk; hubungi dukungan untuk mengubahnya.',
    phone: 'Telepon',
    dialCode: 'Kode negara',
    phoneHint: 'Dipakai untuk masuk dengan kode sekali pakai. Kosongkan untuk menghapusnya.',
    language: 'Bahasa',
    country: 'Negara',
    countryHint: 'Pasar yang ditampilkan daftar Anda. Langsung berlaku di perangkat ini.',
    save: 'Simpan profil',
    saved: 'Profil Anda tersimpan.',
  },
  group: {
    title: 'Grup',
    name: 'Nama',
    kind: 'Jenis',
    kindDealer: 'Dealer',
    kindSeller: 'Penjual',
    market: 'Pasar',
    contactEmail: 'E-mail kontak',
    contactPhone: 'Telepon kontak',
    address: 'Alamat',
    none: 'Tidak diisi',
    readOnly: 'Hanya administrator grup Anda yang dapat mengubah detail ini.',
    noGroup: 'Akun Anda tidak termasuk dalam grup.',
    save: 'Simpan grup',
    saved: 'Detail grup Anda tersimpan.',
  },
  password: {
    title: 'Kata sandi',
    current: 'Kata sandi saat ini',
    new: 'Kata sandi baru',
    confirm: 'Ulangi kata sandi baru',
    rules:
      'Minimal 10 karakter, tidak hanya spasi, dan bukan kata sandi yang umum. Anda tetap masuk di sini; semua perangkat lain dikeluarkan.',
    mismatch: 'Kedua kata sandi baru tidak sama',
    sameAsCurrent: 'Kata sandi baru harus berbeda dari yang sekarang',
    save: 'Ubah kata sandi',
    saved: 'Kata sandi Anda telah diubah. Perangkat lain dikeluarkan.',
  },
  fieldErrors: {
    name: 'Periksa nama: kosong, terlalu panjang, atau berisi karakter yang tidak diizinkan.',
    phone:
      'Ini bukan nomor telepon untuk kode negara yang dipilih: tulis angka saja, misalnya {{example}}.',
    phoneTaken: 'Akun lain sudah memakai nomor telepon ini.',
    contactEmail: 'Ini bukan alamat e-mail yang valid.',
    contactPhone:
      'Ini bukan nomor telepon untuk kode negara yang dipilih: tulis angka saja, misalnya {{example}}.',
    address: 'Periksa alamat: terlalu panjang atau berisi karakter yang tidak diizinkan.',
    wrongPassword: 'Kata sandi Anda saat ini salah.',
    password: 'Pilih kata sandi lain: terlalu pendek, terlalu panjang, atau terlalu umum.',
  },
};

export const helpCodeId: Localized<HelpCodeTranslation> = {
  action: 'Buat kode bantuan',
  noPhone: 'Akun ini tidak memiliki nomor telepon, jadi kode bantuan tidak dapat dibuat.',
  title: 'Kode bantuan untuk {{name}}',
  intro:
    'Bacakan kode ini kepada orang di telepon. Kode hanya ditampilkan sekarang dan hanya berlaku dengan nomor telepon di bawah.',
  code: 'Kode',
  phone: 'Telepon',
  expires: 'Berlaku sampai',
  close: 'Tutup',
};
