import type { Localized } from '../../plural';
import type { RunSheetTranslation } from './en';

export const runSheetId: Localized<RunSheetTranslation> = {
  nav: 'Lembar jalannya lelang',
  description:
    'Lelang hari ini di satu pasar: berlangsung, akan datang, menunggu penjual, selesai. Batalkan atau mulai ulang dari sini.',
  title: 'Lembar jalannya lelang',
  market: 'Pasar',
  today: 'Hari ini',
  back: 'Kembali',
  sections: {
    live: 'Berlangsung',
    upcoming: 'Akan datang',
    awaiting_seller: 'Menunggu penjual',
    finished: 'Selesai',
  },
  columns: {
    car: 'Mobil',
    status: 'Status',
    topBid: 'Tawaran tertinggi',
    bids: 'Tawaran',
    time: 'Waktu',
    actions: 'Tindakan',
  },
  cancel: {
    action: 'Batalkan',
    title: 'Batalkan lelang #{{id}}?',
    body: 'Penawaran langsung berhenti dan setiap dealer yang menawar diberi tahu beserta alasan Anda. Ini tidak dapat dibatalkan.',
    reason: 'Alasan (dilihat dealer dan penjual)',
    reasonRequired: 'Berikan alasan minimal 3 karakter.',
    confirm: 'Batalkan lelang',
    done: 'Lelang #{{id}} dibatalkan.',
  },
  restart: {
    action: 'Mulai ulang',
    title: 'Mulai ulang lelang #{{id}}',
    startsIn: 'Dibuka dalam (menit, 0 untuk sekarang)',
    duration: 'Berlangsung selama (menit)',
    confirm: 'Mulai ulang',
    done: 'Lelang #{{id}} dimulai ulang.',
  },
};
