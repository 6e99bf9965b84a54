import type { Localized } from '../../plural';
import type { AuditLogTranslation } from './en';

export const auditLogId: Localized<AuditLogTranslation> = {
  nav: 'Log audit',
  description:
    'Setiap tindakan staf dan keputusan pemenang lelang: siapa, kapan, apa, sebelum dan sesudah. Hanya baca.',
  title: 'Log audit',
  intro:
    'Setiap tindakan staf dan setiap keputusan pemenang lelang, terbaru lebih dulu. Entri tidak pernah diubah.',
  search: 'Cari alasan, tindakan, atau orang',
  entityType: 'Jenis catatan',
  allEntities: 'Semua catatan',
  entityId: 'Id catatan',
  system: 'Sistem',
  entities: {
    auction: 'Lelang',
    listing: 'Daftar mobil',
    inspection: 'Inspeksi',
    user: 'Pengguna',
    group: 'Grup',
    market: 'Pasar',
  },
  columns: {
    at: 'Kapan',
    who: 'Siapa',
    what: 'Apa',
    change: 'Sebelum → sesudah',
    reason: 'Alasan',
  },
};
