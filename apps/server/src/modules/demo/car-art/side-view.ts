import {
  GROUND_Y,
  beltAt,
  bodyOutline,
  pillarXs,
  wheelCentres,
  windowOutline,
  type BodyProfile,
} from './body-profiles';
import { darken, lighten } from './svg';

/** A wheel seen side on: tyre, five-spoke alloy, brake disc. */
export function drawWheel(x: number, y: number, r: number): string {
  const spokes = [0, 72, 144, 216, 288]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      const x2 = (x + Math.cos(a) * r * 0.6).toFixed(1);
      const y2 = (y + Math.sin(a) * r * 0.6).toFixed(1);
      return `<line x1="${x}" y1="${y}" x2="${x2}" y2="${y2}" stroke="#9aa2aa" stroke-width="${(r * 0.14).toFixed(1)}" stroke-linecap="round"/>`;
    })
    .join('');
  return [
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#1b1d21"/>`,
    `<circle cx="${x}" cy="${y}" r="${r - 4}" fill="none" stroke="#2c3036" stroke-width="3"/>`,
    `<circle cx="${x}" cy="${y}" r="${(r * 0.64).toFixed(1)}" fill="url(#rim)"/>`,
    `<circle cx="${x}" cy="${y}" r="${(r * 0.46).toFixed(1)}" fill="#5f666e"/>`,
    spokes,
    `<circle cx="${x}" cy="${y}" r="${(r * 0.14).toFixed(1)}" fill="#4a5057"/>`,
  ].join('');
}

export function drawGroundShadow(cx: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${GROUND_Y + 2}" rx="${rx}" ry="16" fill="url(#shadow)"/>`;
}

/**
 * The car side on, front to the left. Wheel arches are dark discs clipped to the body, so the
 * body appears cut around the tyres without computing the arch curves.
 */
export function drawSide(
  p: BodyProfile,
  paint: string,
  options: { hasShadow?: boolean } = {},
): string {
  const wheels = wheelCentres(p);
  const pillars = pillarXs(p);
  const top = Math.min(p.roofFront[1], p.roofRear[1]) - 10;
  const doorEdges = [p.cowl[0] + 6, ...pillars, p.hasBed ? p.deck[0] - 2 : wheels.rear - 10];
  const doorLines = doorEdges
    .map(
      (x) =>
        `<line x1="${x}" y1="${beltAt(p, x) + 3}" x2="${x}" y2="${x > wheels.rear - 60 ? wheels.y - p.wheelR - 6 : p.sill - 12}"/>`,
    )
    .join('');
  const handles = doorEdges
    .slice(1)
    .map(
      (x) =>
        `<rect x="${x - 40}" y="${beltAt(p, x - 40) + 16}" width="24" height="6" rx="3" fill="${darken(paint, 0.35)}"/>`,
    )
    .join('');
  return [
    '<defs>',
    `<clipPath id="body-clip"><path d="${bodyOutline(p)}"/></clipPath>`,
    `<clipPath id="glass-clip"><path d="${windowOutline(p)}"/></clipPath>`,
    '</defs>',
    options.hasShadow === false
      ? ''
      : drawGroundShadow((p.nose + p.tail) / 2, (p.tail - p.nose) / 2 + 24),
    `<path d="${bodyOutline(p)}" fill="url(#paint)" stroke="${darken(paint, 0.45)}" stroke-width="2"/>`,
    `<g clip-path="url(#body-clip)">`,
    `<circle cx="${wheels.front}" cy="${wheels.y}" r="${p.wheelR + 8}" fill="#141619"/>`,
    `<circle cx="${wheels.rear}" cy="${wheels.y}" r="${p.wheelR + 8}" fill="#141619"/>`,
    `<rect x="${p.nose}" y="${p.sill - 12}" width="${p.tail - p.nose}" height="14" fill="${darken(paint, 0.4)}" opacity="0.55"/>`,
    '</g>',
    `<path d="${windowOutline(p)}" fill="url(#glass)"/>`,
    `<g clip-path="url(#glass-clip)">`,
    ...pillars.map(
      (x) =>
        `<rect x="${x - 5}" y="${top}" width="10" height="120" fill="${darken(paint, 0.55)}"/>`,
    ),
    `<path d="M${p.roofFront[0] + 30} ${top} l60 0 l-90 130 l-40 0 z" fill="#ffffff" opacity="0.14"/>`,
    '</g>',
    `<g stroke="${darken(paint, 0.4)}" stroke-width="2" opacity="0.6">${doorLines}</g>`,
    handles,
    p.hasBed ? drawBedRail(p, paint) : '',
    `<path d="M${p.nose + 50} ${p.hoodY + 20} L${p.tail - 14} ${p.tailTop + 18}" stroke="${lighten(paint, 0.4)}" stroke-width="2" opacity="0.6"/>`,
    `<path d="M${p.cowl[0]} ${p.cowl[1] + 4} l8 -18 l24 3 l-3 15 z" fill="${darken(paint, 0.3)}"/>`,
    `<path d="M${p.nose + 3} ${p.hoodY + 14} L${p.nose + 46} ${p.hoodY + 4} L${p.nose + 54} ${p.hoodY + 14} L${p.nose + 6} ${p.hoodY + 26} Z" fill="#eef3f8" stroke="${darken(paint, 0.5)}" stroke-width="1.5"/>`,
    `<path d="M${p.tail - 15} ${p.tailTop + 4} L${p.tail - 1} ${p.tailTop + 8} L${p.tail - 2} ${p.tailTop + 28} L${p.tail - 17} ${p.tailTop + 24} Z" fill="#c62828"/>`,
    drawWheel(wheels.front, wheels.y, p.wheelR),
    drawWheel(wheels.rear, wheels.y, p.wheelR),
  ].join('');
}

function drawBedRail(p: BodyProfile, paint: string): string {
  const [dx] = p.deck;
  return [
    `<line x1="${dx + 4}" y1="${p.tailTop + 2}" x2="${dx + 4}" y2="${p.sill - 12}" stroke="${darken(paint, 0.45)}" stroke-width="3"/>`,
    `<rect x="${dx + 8}" y="${p.tailTop - 2}" width="${p.tail - dx - 22}" height="6" rx="3" fill="${darken(paint, 0.25)}"/>`,
  ].join('');
}
