import { darken, escapeXml, lighten } from './svg';

const TRIMS = [
  { seat: '#2b2c30', panel: '#34363b', liner: '#4a4c52' },
  { seat: '#cbb89a', panel: '#3a3631', liner: '#d9d1c3' },
  { seat: '#6b6f76', panel: '#2f3236', liner: '#bdbcb7' },
  { seat: '#7a3b2e', panel: '#2c2a2a', liner: '#c9c3b8' },
] as const;

function trimFor(seed: number) {
  return TRIMS[seed % TRIMS.length] ?? TRIMS[0];
}

const SKY =
  '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd7ef"/><stop offset="1" stop-color="#eef4f8"/></linearGradient>';

/** The cabin from the back seat, looking forward; right-hand drive as in MY, SG and HK. */
export function drawInterior(seed: number): string {
  const trim = trimFor(seed);
  const seat = (cx: number) =>
    [
      `<line x1="${cx - 28}" y1="318" x2="${cx - 28}" y2="340" stroke="#9aa0a6" stroke-width="6"/>`,
      `<line x1="${cx + 28}" y1="318" x2="${cx + 28}" y2="340" stroke="#9aa0a6" stroke-width="6"/>`,
      `<rect x="${cx - 58}" y="250" width="116" height="74" rx="26" fill="${trim.seat}" stroke="${darken(trim.seat, 0.35)}" stroke-width="2"/>`,
      `<path d="M${cx - 122} 600 L${cx - 112} 372 Q${cx - 108} 338 ${cx - 76} 334 L${cx + 76} 334 Q${cx + 108} 338 ${cx + 112} 372 L${cx + 122} 600 Z" fill="${trim.seat}" stroke="${darken(trim.seat, 0.35)}" stroke-width="2"/>`,
      `<path d="M${cx - 44} 372 L${cx - 48} 600 M${cx + 44} 372 L${cx + 48} 600" stroke="${lighten(trim.seat, 0.25)}" stroke-width="2" stroke-dasharray="5 4" opacity="0.6"/>`,
      `<path d="M${cx - 100} 380 Q${cx} 360 ${cx + 100} 380" stroke="${lighten(trim.seat, 0.2)}" stroke-width="3" fill="none" opacity="0.5"/>`,
    ].join('');
  return [
    `<defs>${SKY}</defs>`,
    `<rect width="800" height="600" fill="${trim.panel}"/>`,
    `<rect width="800" height="120" fill="${trim.liner}"/>`,
    '<path d="M150 112 L650 112 L724 262 L76 262 Z" fill="url(#sky)"/>',
    '<path d="M76 262 Q220 220 330 236 Q460 214 560 232 Q660 222 724 262 Z" fill="#9db59a" opacity="0.7"/>',
    `<path d="M150 112 L100 112 L20 300 L76 262 Z M650 112 L700 112 L780 300 L724 262 Z" fill="${darken(trim.panel, 0.2)}"/>`,
    '<rect x="366" y="124" width="68" height="22" rx="8" fill="#1c1e21"/>',
    '<path d="M0 300 Q400 226 800 300 L800 360 L0 360 Z" fill="#1f2124"/>',
    '<circle cx="560" cy="318" r="64" fill="none" stroke="#121316" stroke-width="14"/>',
    `<path d="M352 600 L366 344 L434 344 L448 600 Z" fill="${darken(trim.panel, 0.25)}"/>`,
    '<line x1="400" y1="430" x2="400" y2="380" stroke="#44484e" stroke-width="8" stroke-linecap="round"/><circle cx="400" cy="376" r="12" fill="#2a2d31"/>',
    seat(230),
    seat(570),
  ].join('');
}

/** The driver's view of the instruments, wheel and centre screen. */
export function drawDashboard(seed: number, make: string): string {
  const trim = trimFor(seed >>> 3);
  const gauge = (cx: number, cy: number) => {
    const ticks = Array.from({ length: 11 }, (_, i) => {
      const a = ((-210 + i * 24) * Math.PI) / 180;
      const x1 = (cx + Math.cos(a) * 38).toFixed(1);
      const y1 = (cy + Math.sin(a) * 38).toFixed(1);
      const x2 = (cx + Math.cos(a) * 46).toFixed(1);
      const y2 = (cy + Math.sin(a) * 46).toFixed(1);
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#e8edf2" stroke-width="2"/>`;
    }).join('');
    return `<circle cx="${cx}" cy="${cy}" r="52" fill="#0f1114" stroke="#4a4f55" stroke-width="3"/>${ticks}<line x1="${cx}" y1="${cy}" x2="${cx - 26}" y2="${cy - 24}" stroke="#ff5a36" stroke-width="3" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="5" fill="#9aa0a6"/>`;
  };
  const vent = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="70" height="30" rx="6" fill="#141619"/>` +
    [8, 15, 22]
      .map(
        (dy) =>
          `<line x1="${x + 6}" y1="${y + dy}" x2="${x + 64}" y2="${y + dy}" stroke="#3b3f45" stroke-width="2"/>`,
      )
      .join('');
  return [
    `<defs>${SKY}</defs>`,
    '<rect width="800" height="250" fill="url(#sky)"/>',
    '<path d="M0 230 Q200 200 400 214 Q600 198 800 226 L800 250 L0 250 Z" fill="#9db59a" opacity="0.7"/>',
    '<path d="M340 250 L460 250 L520 214 L280 214 Z" fill="#8b9096" opacity="0.6"/>',
    `<path d="M0 232 Q400 182 800 232 L800 600 L0 600 Z" fill="${trim.panel}"/>`,
    `<path d="M0 232 Q400 182 800 232 L800 250 Q400 204 0 250 Z" fill="${lighten(trim.panel, 0.12)}"/>`,
    '<path d="M440 270 Q560 236 680 270 L672 300 L448 300 Z" fill="#1a1c1f"/>',
    gauge(505, 338),
    gauge(617, 338),
    '<rect x="262" y="292" width="160" height="100" rx="12" fill="#0d1b2a" stroke="#30363d" stroke-width="3"/>',
    '<path d="M276 370 Q310 330 340 350 T404 318" stroke="#5fb3ff" stroke-width="3" fill="none"/><circle cx="340" cy="350" r="5" fill="#ffd166"/>',
    vent(160, 290),
    vent(274, 410),
    vent(356, 410),
    ...[290, 322, 354, 386].map(
      (x) => `<circle cx="${x}" cy="470" r="11" fill="#1c1e21" stroke="#4a4f55" stroke-width="2"/>`,
    ),
    '<circle cx="560" cy="440" r="150" fill="none" stroke="#18191c" stroke-width="28"/>',
    '<path d="M420 430 L520 440 M600 440 L700 430 M560 480 L560 590" stroke="#202226" stroke-width="34" stroke-linecap="round"/>',
    '<circle cx="560" cy="440" r="46" fill="#26292d" stroke="#3a3e44" stroke-width="3"/>',
    `<text x="560" y="452" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#c9d0d6">${escapeXml((Array.from(make)[0] ?? '').toUpperCase())}</text>`,
  ].join('');
}
