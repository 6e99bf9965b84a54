import type { Localized } from '../../plural';
import type { FramesTranslation } from './en';

export const framesId: Localized<FramesTranslation> = {
  seller: {
    nav: {
      label: 'Portal penjual',
      overview: 'Ringkasan',
    },
    overview: {
      title: 'Mobil Anda di lelang',
      awaitingDecision: {
        title: 'Menunggu keputusan Anda',
        text: 'Ditutup di bawah harga cadangan: terima, tolak, atau buat penawaran.',
      },
      live: { title: 'Sedang berlangsung', text: 'Terbuka untuk penawaran saat ini.' },
      pending: {
        title: 'Akan datang',
        text: 'Terjadwal atau dalam pratinjau, belum terbuka untuk penawaran.',
      },
      completed: { title: 'Terjual', text: 'Dimenangkan, diterima, atau sudah dibayar.' },
      ended: { title: 'Berakhir', text: 'Ditutup tanpa penjualan sejauh ini.' },
    },
  },
  backOffice: {
    nav: {
      label: 'Panel staf',
      home: 'Beranda',
    },
    home: {
      title: 'Panel staf',
      roles: 'Peran Anda: {{roles}}',
      noRoles: 'Akun Anda belum memiliki peran staf. Minta admin untuk memberikannya.',
      waiting: {
        review: 'Menunggu peninjauan',
        inspections: 'Menunggu laporan inspeksi',
      },
    },
    roles: {
      admin: 'Admin',
      operations: 'Operasional',
      inspector: 'Inspektur',
      finance: 'Keuangan',
    },
  },
};
