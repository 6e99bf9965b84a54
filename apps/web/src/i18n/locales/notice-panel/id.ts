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
  sellerStageTitle: 'Lelang Anda berlanjut',
  sellerStageBody: '{{car}} sekarang {{stage}}.',
  stage: {
    pending: 'menunggu tayang',
    live: 'sedang berlangsung',
    ended: 'selesai, menunggu keputusan Anda',
    completed: 'tuntas',
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
