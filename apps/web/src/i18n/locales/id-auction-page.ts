import type { Localized } from '../plural';
import type { AuctionPageTranslation } from './en-auction-page';

/** The auction page's own Indonesian, loaded with that page (`loadAuctionPageTexts` in `i18n/i18n.ts`). */
export const idAuctionPage: Localized<AuctionPageTranslation> = {
  offer: {
    title: {
      counter: 'Penjual menawarkan mobil ini kepada Anda',
      runner_up: 'Mobil ini ditawarkan kepada Anda',
    },
    body: {
      counter:
        'Tawaran Anda {{bid}} di bawah harga cadangan. Penjual bersedia menjual seharga {{amount}}: terima sebelum {{until}} untuk membelinya dengan harga itu.',
      runner_up:
        'Tawaran tertinggi batal. Penjual menawarkan mobil kepada Anda seharga tawaran Anda, {{bid}}: terima sebelum {{until}} untuk membelinya.',
    },
    accept: 'Terima dan beli',
    decline: 'Tolak',
    back: 'Kembali',
    acceptTitle: 'Beli mobil ini seharga {{amount}}?',
    acceptBody:
      'Anda memenangkan mobil seharga {{amount}}; pembayaran jatuh tempo seperti kemenangan lainnya.',
    declineTitle: 'Tolak tawaran?',
    declineBody: 'Penjual dapat menawarkan mobil ke penawar lain. Anda tidak akan ditawari lagi.',
    acceptDone: 'Anda membeli mobil seharga {{amount}}.',
    declineDone: 'Tawaran ditolak.',
  },
  bid: {
    minimumNext: 'Tawaran minimum berikutnya',
    yourBid: 'Tawaran Anda',
    submit: 'Tawar {{amount}}',
    submitShort: 'Tawar',
    placed: 'Tawaran terkirim: {{amount}}. Anda memegang tawaran tertinggi.',
    belowMinimum: 'Masukkan minimal {{amount}}',
    notDigits: 'Ketik jumlahnya dengan angka saja, misalnya {{example}}.',
    notWhole: 'Jumlah dalam {{currency}} utuh, tanpa sen.',
    jumpTitle: 'Tawar {{amount}}?',
    jumpBody: 'Itu {{above}} di atas tawaran minimum berikutnya sebesar {{minimum}}.',
    jumpConfirm: 'Kirim tawaran',
    jumpCancel: 'Ubah jumlah',
    youAreWinning: 'Anda memegang tawaran tertinggi.',
    youAreOutbid: 'Tawaran Anda telah terlampaui.',
    settingsMissing: 'Kelipatan tawaran untuk pasar ini tidak tersedia.',
    quickAdd: 'Tawar cepat',
    amountLabel: 'Jumlah tawaran',
    placedOutbid:
      'Tawaran terkirim: {{amount}}, tetapi tawaran maksimum dealer lain langsung membalas. Tawaran Anda terlampaui.',
    opensAt: 'Penawaran dibuka pada {{time}}.',
    announceStanding: '{{label}}: {{amount}}. {{position}}.',
  },
  chart: {
    title: 'Riwayat harga ({{currency}})',
    description: 'Tawaran: {{bids}}, dari {{from}} hingga {{to}}. Milik Anda: {{own}}.',
    yours: 'Tawaran Anda',
    others: 'Dealer lain',
    otherDealer: 'Dealer lain',
  },
  autoBid: { title: 'Penawaran otomatis', notSet: 'Belum diatur' },
  maxBid: {
    title: 'Tawaran maksimum',
    titleShort: 'Tawaran maks.',
    intro:
      'Tentukan harga tertinggi yang bersedia Anda bayar. Kami menawar untuk Anda, hanya sebesar yang diperlukan agar Anda tetap unggul, sampai jumlah itu.',
    current: 'Kami menawar untuk Anda hingga {{amount}}.',
    leading: 'Anda memegang tawaran tertinggi di {{price}}.',
    waiting: 'Kami menawar untuk Anda begitu penawaran dibuka atau ada yang menawar melawan Anda.',
    beaten: 'Dealer lain menawar di atas tawaran maksimum Anda. Naikkan untuk kembali unggul.',
    amountLabel: 'Jumlah tawaran maksimum',
    set: 'Atur maksimum {{amount}}',
    setShort: 'Atur tawaran maksimum',
    raise: 'Naikkan ke {{amount}}',
    raiseShort: 'Naikkan tawaran maksimum',
    atLeast: 'Minimal {{amount}}, tawaran minimum berikutnya.',
    atLeastRaise: 'Kenaikan minimal {{amount}}.',
    remove: 'Hapus tawaran maksimum',
    removeConfirm: 'Hapus tawaran maksimum Anda sebesar {{amount}}?',
    removeBlocked: 'Tidak dapat dihapus selama memegang tawaran tertinggi.',
    placed: 'Tawaran maksimum diatur: kami menawar untuk Anda hingga {{amount}}.',
    placedOutbid:
      'Tawaran maksimum {{amount}} diatur, tetapi tawaran maksimum dealer lain lebih tinggi. Tawaran Anda terlampaui.',
    removed: 'Tawaran maksimum dihapus.',
    summary: 'Hingga {{amount}}',
    status: { winning: 'Memimpin', outbid: 'Terlampaui', nobid: 'Menunggu' },
  },
  snapIt: {
    title: 'Tawaran menit akhir',
    intro:
      'Satu tawaran tersembunyi yang kami ajukan untuk Anda di saat terakhir: ketika {{seconds}} detik terakhir dimulai, pukul {{time}}. Tawaran hanya diajukan jika saat itu melampaui tawaran minimum berikutnya dan Anda belum unggul.',
    pending: 'Tawaran menit akhir Anda sebesar {{amount}} diajukan pukul {{time}}.',
    firesIn: 'Diajukan dalam {{remaining}}. Tidak ada orang lain yang dapat melihatnya.',
    firing: 'Sedang diajukan…',
    fired: 'Tawaran menit akhir Anda telah diajukan: {{amount}} ditawar untuk Anda.',
    failed: 'Tawaran menit akhir Anda sebesar {{amount}} tidak diajukan.',
    failedWhy:
      'Saat waktunya tiba, jumlahnya tidak lagi melampaui tawaran minimum, atau Anda sudah memegang tawaran tertinggi.',
    windowOpen:
      'Periode akhir sudah dimulai: tawaran menit akhir tidak dapat lagi dipasang atau diubah.',
    amountLabel: 'Jumlah tawaran menit akhir',
    place: 'Pasang tawaran menit akhir {{amount}}',
    placeShort: 'Pasang tawaran menit akhir',
    replace: 'Ganti dengan {{amount}}',
    replaceShort: 'Ganti tawaran menit akhir',
    atLeast: 'Minimal {{amount}}, tawaran minimum berikutnya saat ini.',
    remove: 'Hapus tawaran menit akhir',
    placed: 'Tawaran menit akhir dipasang: {{amount}}, diajukan pukul {{time}}.',
    removed: 'Tawaran menit akhir dihapus.',
    status: { pending: 'Menunggu', fired: 'Diajukan', failed: 'Tidak diajukan' },
  },
  outcome: {
    closing: {
      title: 'Penawaran telah ditutup',
      body: 'Hasilnya akan muncul di sini sebentar lagi.',
    },
    won: {
      title: 'Anda memenangkan mobil ini',
      body: 'Tawaran Anda menang.',
      bodyAmount: 'Tawaran pemenang Anda: {{amount}}.',
    },
    lost: {
      title: 'Dealer lain menang',
      body: 'Tawaran Anda terlampaui.',
      bodyAmount: 'Tawaran Anda terlampaui. Tawaran pemenang: {{amount}}.',
    },
    sold: {
      title: 'Terjual',
      body: 'Mobil ini terjual ke dealer lain.',
      bodyAmount: 'Terjual ke dealer lain seharga {{amount}}.',
    },
    pending_mine: {
      title: 'Menunggu keputusan penjual',
      body: 'Tawaran Anda yang terbaik, tetapi di bawah harga cadangan. Penjual akan menerima, menolak, atau memberi Anda tawaran.',
      bodyAmount:
        'Tawaran Anda sebesar {{amount}} adalah yang terbaik, tetapi di bawah harga cadangan. Penjual akan menerima, menolak, atau memberi Anda tawaran.',
    },
    pending: {
      title: 'Menunggu keputusan penjual',
      body: 'Tawaran terbaik di bawah harga cadangan; penjual yang memutuskan.',
    },
    declined_mine: {
      title: 'Penjual menolak tawaran Anda',
      body: 'Mobil ini tidak terjual.',
      bodyAmount: 'Tawaran Anda sebesar {{amount}} ditolak. Mobil ini tidak terjual.',
    },
    declined: { title: 'Tidak terjual', body: 'Penjual menolak tawaran terbaik.' },
    no_sale: { title: 'Tidak ada penjualan', body: 'Tidak ada yang menawar mobil ini.' },
    cancelled: { title: 'Dibatalkan', body: 'Lelang ini dibatalkan.' },
    restarting: { title: 'Dilelang ulang', body: 'Mobil ini akan dilelang lagi.' },
  },
};
