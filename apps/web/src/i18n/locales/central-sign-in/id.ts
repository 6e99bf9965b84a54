import type { Localized } from '../../plural';
import type { CentralSignInTranslation } from './en';

export const centralSignInId: Localized<CentralSignInTranslation> = {
  or: 'atau',
  button: 'Masuk dengan AutoBid ID',
  title: 'Sedang memasukkan Anda',
  working: 'Menyelesaikan proses masuk dengan AutoBid ID…',
  failedTitle: 'Proses masuk tidak selesai',
  noCode: 'Layanan masuk tidak mengirim kode masuk. Mulai proses masuk lagi.',
  refused:
    'Layanan masuk tidak menerima proses masuk ini, jadi tidak ada yang masuk. Mulai proses masuk lagi.',
  denied: 'Proses masuk dibatalkan di layanan masuk.',
  network: 'Layanan masuk tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
  session:
    'Anda sudah masuk ke AutoBid ID, tetapi akun AutoBid Anda tidak dapat dimuat. Coba lagi sebentar lagi.',
  retry: 'Masuk lagi',
  back: 'Kembali ke halaman masuk',
};
