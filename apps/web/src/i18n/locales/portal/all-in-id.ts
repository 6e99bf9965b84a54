import type { Localized } from '../../plural';
import type { AllInTranslation } from './all-in-en';

export const allInId: Localized<AllInTranslation> = {
  summary: 'Total bayar {{amount}}',
  summaryUpTo: 'Total bayar hingga {{amount}}',
  breakdown: 'Rincian biaya',
  lines: {
    hammer: 'Tawaran Anda',
    buyer_premium: 'Premi pembeli',
    documentation_fee: 'Biaya dokumen',
    transfer_handling: 'Biaya balik nama',
    admin_fee: 'Biaya administrasi',
    tax: 'Pajak',
    discountOn: 'Diskon untuk {{fee}}',
    total: 'Total bayar',
  },
  available: 'Daya beli tersedia {{amount}}',
  owed: '{{amount}} dari daya beli Anda tertahan oleh kemenangan yang belum Anda bayar.',
  over: 'Melebihi daya beli Anda sebesar {{amount}}',
};
