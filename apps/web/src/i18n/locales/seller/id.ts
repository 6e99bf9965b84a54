import type { Localized } from '../../plural';
import type { SellerAuctionTranslation, SellerTranslation } from './en';

export const sellerId: Localized<SellerTranslation> = {
  nav: {
    pending: 'Akan datang',
    live: 'Berlangsung',
    ended: 'Berakhir',
    completed: 'Terjual',
  },
  titles: {
    pending: 'Akan datang',
    live: 'Sedang berlangsung',
    ended: 'Berakhir',
    completed: 'Terjual',
  },
  empty: {
    pending: 'Tidak ada mobil Anda yang menunggu dibuka.',
    live: 'Tidak ada mobil Anda yang terbuka untuk penawaran saat ini.',
    ended: 'Tidak ada lelang Anda yang berakhir tanpa penjualan.',
    completed: 'Belum ada mobil Anda yang terjual.',
  },
  type: { open: 'Terbuka', closed: 'Tertutup' },
  columns: {
    car: 'Mobil',
    status: 'Status',
    prices: 'Awal / cadangan',
    topBid: 'Tawaran tertinggi',
    bids: 'Tawaran',
    time: 'Waktu',
  },
  start: 'Awal {{amount}}',
  reserve: 'Cadangan {{amount}}',
  awaitingYou: 'Menunggu keputusan Anda',
  noBid: 'Belum ada tawaran',
  sealedHidden: 'Tertutup sampai lelang selesai',
  reserveMet: 'Cadangan tercapai',
  belowReserve: 'Di bawah cadangan',
  bidCount_other: '{{count}} tawaran',
  bidderCount_other: '{{count}} penawar',
  decideWithin: 'Putuskan dalam {{time}}',
  decisionExpired: 'Waktu keputusan telah habis',
  filters: {
    search: 'Cari merek atau model',
    status: 'Status',
    allStatuses: 'Semua status',
    sort: 'Urutan',
  },
  sort: {
    default: 'Urutan bawaan',
    time_end: 'Berakhir paling awal',
    '-time_end': 'Berakhir paling akhir',
    time_start: 'Dibuka paling awal',
    '-time_start': 'Dibuka paling akhir',
    start_price: 'Harga awal, rendah ke tinggi',
    '-start_price': 'Harga awal, tinggi ke rendah',
    highest_bid: 'Tawaran tertinggi, rendah ke tinggi',
    '-highest_bid': 'Tawaran tertinggi, tinggi ke rendah',
    bid_count: 'Tawaran paling sedikit',
    '-bid_count': 'Tawaran paling banyak',
  },
};

export const sellerAuctionId: Localized<SellerAuctionTranslation> = {
  back: '← {{list}}',
  bidder: 'Penawar #{{number}}',
  bidType: { whole_car: 'Mobil utuh', body_only: 'Bodi saja' },
  facts: {
    start: 'Harga awal',
    reserve: 'Harga cadangan',
    ends: 'Berakhir',
    location: 'Lokasi',
    winner: 'Terjual kepada',
  },
  decision: {
    title: 'Keputusan Anda',
    body: 'Penawaran ditutup di bawah harga cadangan Anda {{reserve}}. Terima sebuah tawaran untuk menjual, atau tolak untuk menyimpan mobil.',
    accept: 'Terima',
    reject: 'Tolak penghargaan',
    cancel: 'Kembali',
    acceptTitle: 'Jual dengan tawaran ini?',
    acceptBody:
      'Mobil dijual kepada penawar #{{bidder}} seharga {{amount}}. Ini tidak dapat dibatalkan.',
    rejectTitle: 'Tolak penghargaan?',
    rejectBody:
      'Tawaran terbaik {{amount}} (penawar #{{bidder}}) ditolak dan mobil tetap milik Anda. Anda dapat memulai ulang lelang nanti.',
    acceptDone: 'Diterima: mobil terjual.',
    rejectDone: 'Ditolak: mobil tidak terjual.',
  },
  history: {
    title: 'Riwayat harga',
    amount: 'Jumlah',
    bidder: 'Penawar',
    at: 'Waktu',
    sealed_other: '{{count}} tawaran tertutup sejauh ini. Jumlahnya tampil saat penawaran ditutup.',
  },
  related: {
    title: 'Mobil ini di lelang lain',
    restarted: 'Dimulai ulang pada {{at}} setelah berstatus {{status}}.',
  },
};
