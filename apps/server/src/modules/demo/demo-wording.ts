import type { LocalizedText, PhotoRow } from '../../db/schema';
import type { CloseupKind } from './showcase-art';

/** Captions of the inspector's close-ups. */
export const CLOSEUP_CAPTIONS: Record<CloseupKind, LocalizedText> = {
  tyre: { en: 'Tyre tread', id: 'Alur ban', th: 'ดอกยาง' },
  odometer: { en: 'Odometer', id: 'Jarak tempuh', th: 'เลขไมล์' },
  paint: { en: 'Paint close-up', id: 'Detail cat', th: 'สีตัวถังระยะใกล้' },
  'engine-bay': { en: 'Engine bay', id: 'Ruang mesin', th: 'ห้องเครื่องยนต์' },
};

/** The names of the demo documents, by the English name they are stored under. */
export const DOCUMENT_NAMES: readonly LocalizedText[] = [
  { en: 'Inspection report', id: 'Laporan inspeksi', th: 'รายงานผลการตรวจสภาพรถ' },
  { en: 'Service record', id: 'Riwayat servis', th: 'สมุดประวัติการเข้าศูนย์บริการ' },
  { en: 'Registration card (geran)', id: 'Sertifikat kepemilikan kendaraan', th: 'เล่มทะเบียนรถ' },
  { en: 'Vehicle log card', id: 'Buku registrasi kendaraan', th: 'สมุดคู่มือจดทะเบียนรถ' },
];

export function documentName(en: string): LocalizedText {
  return DOCUMENT_NAMES.find((name) => name.en === en) ?? { en, id: en, th: en };
}

/**
 * A demo picture with its caption in each language. Its words are drawn into the picture, so each
 * language gets its own drawing (`lang` in the URL) beside the caption.
 */
export function demoPhoto(url: string, caption: LocalizedText): PhotoRow {
  const drawnIn = (language: 'id' | 'th') =>
    `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
  return {
    url,
    caption: caption.en,
    translations: {
      id: { caption: caption.id, url: drawnIn('id') },
      th: { caption: caption.th, url: drawnIn('th') },
    },
  };
}
