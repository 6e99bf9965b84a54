import { BODY_PROFILES } from './body-profiles';
import { drawDashboard, drawInterior } from './cabin-views';
import { drawEngineBay } from './engine-view';
import { drawFrontThreeQuarter } from './front-view';
import { drawRear } from './rear-view';
import { drawSide } from './side-view';
import { colourName, ILLUSTRATION_NOTE, type ArtLanguage } from './art-words';
import { darken, escapeXml, hashString, lighten, luminance } from './svg';
import { viewLabel, type BodyType, type CarView } from './views';

export interface CarPicture {
  /** Seeds the backdrop and cabin trim, so one car's photos match and different cars vary. */
  inventoryId: number;
  make: string;
  model: string;
  year: number;
  /** The colour as named on the listing, shown in the caption. */
  colorName: string;
  /** The resolved `#rrggbb` paint. */
  paint: string;
  body: BodyType;
  view: CarView;
  /** The language of the drawn words (view, colour, the illustration note). */
  language: ArtLanguage;
}

const WIDTH = 800;
const HEIGHT = 600;
const FONT = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const BACKDROPS = [
  ['#eef2f7', '#cdd7e2'],
  ['#f4efe8', '#ddd2c3'],
  ['#ebf2ee', '#c8dad0'],
  ['#efeff4', '#d2d2de'],
] as const;

/** A complete, self-contained SVG document illustrating one photo of a car. */
export function renderCarSvg(car: CarPicture): string {
  const [wallTop, wallBottom] =
    BACKDROPS[hashString(`${car.inventoryId}`) % BACKDROPS.length] ?? BACKDROPS[0];
  const title = `${car.year} ${car.make} ${car.model}`;
  const label = viewLabel(car.view, car.language);
  const colour = colourName(car.colorName, car.language);
  const labelWidth = Math.round(label.length * 9.5 + 36);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(`${title}, ${label}`)}">`,
    `<title>${escapeXml(`${title} (${colour}), ${label}`)}</title>`,
    '<defs>',
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(wallBottom, 0.12)}"/><stop offset="1" stop-color="${darken(wallBottom, 0.3)}"/></linearGradient>`,
    paintGradient(car.paint),
    '<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c2733"/><stop offset="1" stop-color="#4e6378"/></linearGradient>',
    '<radialGradient id="rim"><stop offset="0" stop-color="#d9dee3"/><stop offset="1" stop-color="#8d959d"/></radialGradient>',
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.38"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>`,
    `<rect y="430" width="${WIDTH}" height="${HEIGHT - 430}" fill="url(#floor)"/>`,
    drawView(car),
    // A frosted plate under the caption keeps it legible over dark cabins and light backdrops alike.
    `<rect x="18" y="22" width="${Math.round(Math.max(title.length * 15.5, colour.length * 9) + 30)}" height="72" rx="12" fill="#ffffff" opacity="0.72"/>`,
    `<text x="32" y="54" font-family="${FONT}" font-size="28" font-weight="700" fill="#1f2933">${escapeXml(title)}</text>`,
    `<text x="32" y="82" font-family="${FONT}" font-size="17" fill="#52606d">${escapeXml(colour)}</text>`,
    `<rect x="${WIDTH - 32 - labelWidth}" y="30" width="${labelWidth}" height="34" rx="17" fill="#1f2933" opacity="0.85"/>`,
    `<text x="${WIDTH - 32 - labelWidth / 2}" y="52" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="600" fill="#ffffff">${escapeXml(label)}</text>`,
    // Bottom left: the web app lays its photo count and countdown over the bottom right corner.
    `<text x="24" y="${HEIGHT - 18}" font-family="${FONT}" font-size="18" fill="#ffffff" opacity="0.9">${escapeXml(ILLUSTRATION_NOTE[car.language])}</text>`,
    '</svg>',
  ].join('\n');
}

function drawView(car: CarPicture): string {
  const profile = BODY_PROFILES[car.body];
  const seed = hashString(`${car.inventoryId}:${car.make}:${car.model}`);
  switch (car.view) {
    case 'front':
      return drawFrontThreeQuarter(profile, car.paint);
    case 'side':
      return drawSide(profile, car.paint);
    case 'rear':
      return drawRear(profile, car.paint);
    case 'interior':
      return drawInterior(seed);
    case 'dashboard':
      return drawDashboard(seed, car.make);
    case 'engine':
      return drawEngineBay(car.paint, car.make);
  }
}

/** Shading shared by every painted part: one light source from above, in canvas units. */
function paintGradient(paint: string): string {
  // Near-white paint would vanish into the backdrop without a touch more shade below.
  const shade = luminance(paint) > 0.8 ? 0.32 : 0.25;
  return [
    '<linearGradient id="paint" gradientUnits="userSpaceOnUse" x1="0" y1="250" x2="0" y2="470">',
    `<stop offset="0" stop-color="${lighten(paint, 0.3)}"/>`,
    `<stop offset="0.45" stop-color="${paint}"/>`,
    `<stop offset="1" stop-color="${darken(paint, shade)}"/>`,
    '</linearGradient>',
  ].join('');
}
