import type { Localized } from '../../plural';
import type { noticePanelEn } from './en';

/** Indonesian of the notifications bell's list, loaded when the list first opens. */
export const noticePanelId: Localized<typeof noticePanelEn> = {
  title: 'Notifikasi',
  markAllRead: 'Tandai semua sudah dibaca',
  empty: 'Belum ada apa-apa. Tawaran terlampaui, kemenangan, dan penawaran akan muncul di sini.',
  loadFailed: 'Notifikasi tidak dapat dimuat.',
  unread: 'Belum dibaca',
  justNow: 'baru saja',
  sellerStageTitle: {
    pending: 'Mobil Anda segera tayang',
    live: 'Mobil Anda sedang dilelang',
    ended: 'Lelang Anda selesai',
    completed: 'Mobil Anda terjual',
  },
  sellerStageBody: '{{car}} {{change}}.',
  sellerStatus: {
    scheduled: 'dijadwalkan dibuka untuk penawaran',
    preview: 'dalam pratinjau: dealer dapat melihatnya sebelum dibuka',
    restarting: 'akan segera dibuka lagi untuk penawaran',
    active: 'dibuka untuk penawaran',
    ended: 'selesai tanpa penawaran',
    reserved: 'selesai di bawah harga cadangan dan menunggu keputusan Anda',
    rejected: 'selesai tanpa penjualan: penawaran tertinggi ditolak',
    cancelled: 'dibatalkan',
    restarted: 'dimulai ulang sebagai lelang baru',
    awarded: 'terjual saat lelang ditutup; pembeli sedang membayar',
    confirmed: 'terjual: penawaran tertinggi diterima',
    sold: 'terjual dan sudah dibayar',
  },
  offerAnsweredTitle: 'Dealer menjawab penawaran Anda',
  offerAnswered: {
    accepted: 'Penawaran Anda sebesar {{amount}} untuk {{car}} diterima.',
    declined: 'Penawaran Anda sebesar {{amount}} untuk {{car}} ditolak.',
    expired: 'Penawaran Anda sebesar {{amount}} untuk {{car}} berakhir tanpa jawaban.',
  },
  transactionTitle: 'Pembelian Anda diperbarui',
  transactionBody: 'Ada kabar tentang pembelian {{car}}. Buka untuk melihat perubahannya.',
  otherTitle: 'Pemberitahuan',
  otherBody: 'Ada perubahan pada {{car}}.',
};
