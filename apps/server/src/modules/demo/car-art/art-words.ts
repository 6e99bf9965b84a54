/** Languages the drawn words of the demo art come in; `en` when a picture's URL names none. */
export const ART_LANGUAGES = ['en', 'id', 'th'] as const;
export type ArtLanguage = (typeof ART_LANGUAGES)[number];

type Words = Record<ArtLanguage, string>;

/** Drawn on every demo car picture, so nobody takes it for a photo of the car on sale. */
export const ILLUSTRATION_NOTE: Words = {
  en: 'Illustration, not a photograph',
  id: 'Ilustrasi, bukan foto asli',
  th: 'ภาพประกอบ ไม่ใช่ภาพถ่ายจริง',
};

/** Paint colour names of `palette.ts` in Indonesian and Thai, as a dealer's listing words them. */
const COLOUR_NAMES: Record<string, Omit<Words, 'en'>> = {
  white: { id: 'Putih', th: 'ขาว' },
  'pearl white': { id: 'Putih Mutiara', th: 'ขาวมุก' },
  silver: { id: 'Perak', th: 'เงิน' },
  grey: { id: 'Abu-abu', th: 'เทา' },
  'titanium grey': { id: 'Abu-abu Titanium', th: 'เทาไทเทเนียม' },
  black: { id: 'Hitam', th: 'ดำ' },
  red: { id: 'Merah', th: 'แดง' },
  maroon: { id: 'Merah Marun', th: 'แดงเลือดหมู' },
  blue: { id: 'Biru', th: 'น้ำเงิน' },
  'dark blue': { id: 'Biru Tua', th: 'น้ำเงินเข้ม' },
  green: { id: 'Hijau', th: 'เขียว' },
  brown: { id: 'Cokelat', th: 'น้ำตาล' },
  bronze: { id: 'Perunggu', th: 'บรอนซ์' },
  beige: { id: 'Krem', th: 'เบจ' },
  gold: { id: 'Emas', th: 'ทอง' },
  yellow: { id: 'Kuning', th: 'เหลือง' },
  orange: { id: 'Oranye', th: 'ส้ม' },
};

/** A colour as the listing names it, in `language` when known (a `#rrggbb` stays as it is). */
export function colourName(name: string, language: ArtLanguage): string {
  if (language === 'en') return name;
  return COLOUR_NAMES[name.trim().toLowerCase()]?.[language] ?? name;
}
