import type { ArtLanguage } from './art-words';

/** The shots a listing shows, in the order a dealer expects to flip through them, named in each language. */
export const CAR_VIEWS = [
  { key: 'front', label: { en: 'Front 3/4', id: 'Depan 3/4', th: 'ด้านหน้า 3/4' } },
  { key: 'side', label: { en: 'Side', id: 'Samping', th: 'ด้านข้าง' } },
  { key: 'rear', label: { en: 'Rear', id: 'Belakang', th: 'ด้านหลัง' } },
  { key: 'interior', label: { en: 'Interior', id: 'Interior', th: 'ภายในห้องโดยสาร' } },
  { key: 'dashboard', label: { en: 'Dashboard', id: 'Dasbor', th: 'แผงหน้าปัด' } },
  { key: 'engine', label: { en: 'Engine bay', id: 'Ruang mesin', th: 'ห้องเครื่องยนต์' } },
] as const;

export type CarView = (typeof CAR_VIEWS)[number]['key'];

export const CAR_VIEW_KEYS = CAR_VIEWS.map((v) => v.key) as [CarView, ...CarView[]];

export function viewLabel(view: CarView, language: ArtLanguage = 'en'): string {
  return CAR_VIEWS.find((v) => v.key === view)?.label[language] ?? view;
}

/** Body shapes the illustrations can draw; each catalog model names one. */
export const BODY_TYPES = ['sedan', 'hatchback', 'suv', 'mpv', 'pickup'] as const;
export type BodyType = (typeof BODY_TYPES)[number];
