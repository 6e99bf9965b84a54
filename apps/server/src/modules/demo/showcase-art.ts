import type { ArtLanguage } from './car-art/art-words';
import { darken, escapeXml, hashString, lighten } from './car-art/svg';

/** Where the showcase pictures (banners, logos, inspection close-ups) are served. */
export const ART_PATH = '/media/art';

export const TONES = {
  teal: '#0f766e',
  indigo: '#3730a3',
  crimson: '#b91c1c',
  amber: '#b45309',
  slate: '#334155',
} as const;
export type Tone = keyof typeof TONES;

export const CLOSEUP_KINDS = ['tyre', 'odometer', 'paint', 'engine-bay'] as const;
export type CloseupKind = (typeof CLOSEUP_KINDS)[number];

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

function carSilhouette(x: number, y: number, scale: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}"><path d="M20 70 L40 40 Q50 28 70 26 L150 24 Q172 24 186 40 L206 62 Q236 66 244 78 L246 96 L12 96 L10 80 Z"/><circle cx="62" cy="98" r="20" fill="${darken(fill, 0.6)}"/><circle cx="196" cy="98" r="20" fill="${darken(fill, 0.6)}"/></g>`;
}

/** A wide promotional banner: a gradient in the tone, the headline and a car. */
export function renderBannerSvg(options: { headline: string; tone: Tone }): string {
  const base = TONES[options.tone];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" ${FONT}><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(base, 0.15)}"/><stop offset="1" stop-color="${darken(base, 0.35)}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="980" cy="120" r="220" fill="${lighten(base, 0.3)}" opacity="0.25"/>${carSilhouette(700, 150, 1.8, lighten(base, 0.8))}<text x="64" y="190" font-size="54" font-weight="700" fill="#fff">${escapeXml(options.headline)}</text><rect x="64" y="240" width="120" height="8" rx="4" fill="#fff" opacity="0.8"/></svg>`;
}

/** A square logo: initials on a rounded badge in the tone. */
export function renderLogoSvg(options: { initials: string; tone: Tone }): string {
  const base = TONES[options.tone];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" ${FONT}><rect width="256" height="256" rx="56" fill="${base}"/><rect x="18" y="18" width="220" height="220" rx="44" fill="none" stroke="${lighten(base, 0.5)}" stroke-width="6"/><text x="128" y="150" font-size="84" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(options.initials)}</text>${carSilhouette(70, 170, 0.48, lighten(base, 0.6))}</svg>`;
}

/** What the inspector wrote on each close-up, in each language; `{km}` is the odometer reading. */
const CLOSEUP_NOTES: Record<CloseupKind, Record<ArtLanguage, string>> = {
  tyre: { en: 'Tyre tread depth', id: 'Kedalaman alur ban', th: 'ความลึกดอกยาง' },
  odometer: { en: 'Odometer: {km} km', id: 'Jarak tempuh: {km} km', th: 'เลขไมล์: {km} กม.' },
  paint: {
    en: 'Paint: light scratch marked',
    id: 'Cat: baret halus ditandai',
    th: 'สี: วงรอยขีดข่วนเล็กน้อยไว้',
  },
  'engine-bay': {
    en: 'Engine bay: no leaks found',
    id: 'Ruang mesin: tidak ada rembesan',
    th: 'ห้องเครื่อง: ไม่พบรอยรั่วซึม',
  },
};

const NUMBER_LOCALE: Record<ArtLanguage, string> = { en: 'en-US', id: 'id-ID', th: 'th-TH' };

/** An inspector's close-up: a tyre's tread, the odometer, a paint panel or the engine bay. */
export function renderCloseupSvg(options: {
  kind: CloseupKind;
  paint: string;
  mileageKm: number;
  seed: string;
  language: ArtLanguage;
}): string {
  const wobble = hashString(options.seed) % 40;
  const note = CLOSEUP_NOTES[options.kind][options.language].replace(
    '{km}',
    options.mileageKm.toLocaleString(NUMBER_LOCALE[options.language]),
  );
  const frame = (inner: string, caption: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" ${FONT}><rect width="800" height="600" fill="#20262d"/>${inner}<rect x="0" y="540" width="800" height="60" fill="#000" opacity="0.55"/><text x="24" y="578" font-size="24" fill="#fff">${escapeXml(caption)}</text></svg>`;
  switch (options.kind) {
    case 'tyre': {
      const grooves = Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${250 + i * 36}" y="80" width="14" height="440" rx="6" fill="#111" opacity="${0.7 - (i % 3) * 0.1}"/>`,
      ).join('');
      return frame(
        `<rect x="220" y="60" width="360" height="480" rx="40" fill="#2d3136"/>${grooves}<rect x="560" y="${140 + wobble}" width="120" height="40" rx="6" fill="#d9b44a"/><text x="620" y="${168 + wobble}" font-size="22" text-anchor="middle" fill="#111">${(3 + (wobble % 5)).toFixed(0)} mm</text>`,
        note,
      );
    }
    case 'odometer':
      return frame(
        `<circle cx="400" cy="290" r="220" fill="#0d1014" stroke="#5b6470" stroke-width="10"/><path d="M240 400 A200 200 0 1 1 560 400" fill="none" stroke="#38bdf8" stroke-width="8"/><line x1="400" y1="290" x2="${300 + wobble * 2}" y2="170" stroke="#f97316" stroke-width="8" stroke-linecap="round"/><rect x="290" y="360" width="220" height="56" rx="8" fill="#1f2937"/><text x="400" y="400" font-size="34" font-family="monospace" text-anchor="middle" fill="#a7f3d0">${options.mileageKm.toString().padStart(6, '0')}</text>`,
        note,
      );
    case 'paint':
      return frame(
        `<rect x="60" y="60" width="680" height="460" rx="24" fill="${options.paint}"/><rect x="60" y="60" width="680" height="140" rx="24" fill="#fff" opacity="0.18"/><path d="M${220 + wobble} 300 q 60 -14 140 6 t 150 -8" stroke="${lighten(options.paint, 0.7)}" stroke-width="5" fill="none"/><circle cx="${360 + wobble}" cy="300" r="70" fill="none" stroke="#facc15" stroke-width="6" stroke-dasharray="14 10"/>`,
        note,
      );
    case 'engine-bay':
      return frame(
        `<rect x="80" y="80" width="640" height="440" rx="20" fill="#3a3f45"/><rect x="180" y="160" width="300" height="200" rx="18" fill="#50575f"/><rect x="200" y="180" width="260" height="60" rx="8" fill="#6b737c"/><circle cx="590" cy="200" r="50" fill="#e5e7eb"/><rect x="520" y="300" width="140" height="110" rx="12" fill="#111827"/><text x="590" y="365" font-size="20" text-anchor="middle" fill="#9ca3af">12V</text><path d="M480 260 C 540 ${260 + wobble}, 560 240, 620 250" stroke="#111" stroke-width="12" fill="none"/>`,
        note,
      );
  }
}
