import { darken, escapeXml, lighten } from './svg';

/** The engine bay with the bonnet up, seen from in front of the car. */
export function drawEngineBay(paint: string, make: string): string {
  const edge = darken(paint, 0.45);
  // Long names (Mercedes-Benz) shrink to stay on the engine cover.
  const nameSize = Math.min(22, Math.floor(240 / Math.max(Array.from(make).length, 1)));
  const ribs = [0, 1, 2, 3]
    .map((i) => `<rect x="${318 + i * 44}" y="262" width="30" height="10" rx="5" fill="#3a3e44"/>`)
    .join('');
  const radiatorFins = Array.from(
    { length: 19 },
    (_, i) =>
      `<line x1="${212 + i * 20}" y1="424" x2="${212 + i * 20}" y2="452" stroke="#2a2d31" stroke-width="2"/>`,
  ).join('');
  return [
    // Bonnet lifted above the bay, its underside and insulation pad facing the camera.
    `<path d="M150 120 L650 120 L700 196 L100 196 Z" fill="${darken(paint, 0.2)}" stroke="${edge}" stroke-width="2"/>`,
    '<path d="M190 132 L610 132 L648 186 L152 186 Z" fill="#5b5f64"/>',
    '<line x1="120" y1="250" x2="160" y2="192" stroke="#8a9097" stroke-width="5"/>',
    '<path d="M96 206 L704 206 L744 472 L56 472 Z" fill="#17191c"/>',
    `<path d="M40 206 L120 206 L110 480 L20 480 Z M760 206 L680 206 L690 480 L780 480 Z" fill="url(#paint)" stroke="${edge}" stroke-width="2"/>`,
    ...[180, 620].map(
      (x) =>
        `<circle cx="${x}" cy="232" r="20" fill="#2e3136" stroke="#4a4f55" stroke-width="3"/><circle cx="${x}" cy="232" r="6" fill="#8a9097"/>`,
    ),
    '<rect x="292" y="240" width="216" height="138" rx="26" fill="#2a2d32" stroke="#4a4f55" stroke-width="3"/>',
    ribs,
    `<text x="400" y="326" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${nameSize}" font-weight="700" letter-spacing="2" fill="#c4cbd2">${escapeXml(make.toUpperCase())}</text>`,
    '<circle cx="470" cy="352" r="11" fill="#e0b32c" stroke="#8a6d12" stroke-width="2"/>',
    '<path d="M508 300 Q540 300 552 276" stroke="#111315" stroke-width="22" fill="none" stroke-linecap="round"/>',
    '<rect x="530" y="228" width="126" height="94" rx="12" fill="#222529" stroke="#3c4046" stroke-width="2"/>',
    '<rect x="548" y="244" width="90" height="8" rx="4" fill="#3a3e44"/>',
    '<rect x="140" y="250" width="118" height="84" rx="6" fill="#2c2f34" stroke="#45494f" stroke-width="2"/>',
    '<rect x="156" y="276" width="86" height="30" rx="3" fill="#e6e9ec" opacity="0.85"/>',
    '<circle cx="160" cy="262" r="8" fill="#c62828"/><circle cx="238" cy="262" r="8" fill="#1b1d21" stroke="#8a9097"/>',
    '<rect x="560" y="344" width="74" height="62" rx="12" fill="#e8e4dc" opacity="0.92"/>',
    '<rect x="566" y="372" width="62" height="28" rx="6" fill="#e56b9b" opacity="0.8"/>',
    '<circle cx="597" cy="344" r="11" fill="#2f5fa8"/>',
    '<rect x="176" y="352" width="56" height="44" rx="8" fill="#ece6d2" opacity="0.9"/><circle cx="204" cy="352" r="10" fill="#e0b32c"/>',
    '<rect x="200" y="418" width="400" height="40" rx="6" fill="#1f2226" stroke="#3a3e44" stroke-width="2"/>',
    radiatorFins,
    `<path d="M56 472 L744 472 L760 540 Q400 560 40 540 Z" fill="url(#paint)" stroke="${edge}" stroke-width="2"/>`,
    `<path d="M300 488 L500 488 L492 516 L308 516 Z" fill="#17191c" stroke="${lighten('#17191c', 0.2)}"/>`,
  ].join('');
}
