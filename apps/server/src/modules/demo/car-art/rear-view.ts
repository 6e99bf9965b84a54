import { GROUND_Y, type BodyProfile } from './body-profiles';
import { drawGroundShadow } from './side-view';
import { darken, lighten } from './svg';

const MID = 400;

/** The car from straight behind, sized from the same profile as the side view. */
export function drawRear(p: BodyProfile, paint: string): string {
  const w = p.wheelR >= 50 ? 214 : 200;
  const roofY = Math.min(p.roofFront[1], p.roofRear[1]);
  const baseY = Math.min(p.deck[1], p.tailTop);
  const edge = darken(paint, 0.45);
  // Lamps sit at the outer corners: `side` -1 draws the left one, 1 its mirror image.
  const lamp = (side: -1 | 1) => {
    const x = (inset: number) => MID + side * (w - inset);
    return `M${x(6)} ${p.tailTop + 8} L${x(72)} ${p.tailTop + 10} L${x(66)} ${p.tailTop + 30} L${x(8)} ${p.tailTop + 34} Z`;
  };
  const plateY = (p.tailTop + p.sill) / 2 + 2;
  const hasHatch = !p.hasBed && p.deck[1] < p.tailTop - 6;
  return [
    drawGroundShadow(MID, w + 44),
    ...[MID - w + 12, MID + w - 58].map(
      (x) =>
        `<rect x="${x}" y="${p.sill - 10}" width="46" height="${GROUND_Y - p.sill + 10}" rx="8" fill="#1b1d21"/>`,
    ),
    // Cabin first, so the tail panel overlaps its base.
    `<path d="M${MID - w + 24} ${baseY + 6} L${MID - w + 66} ${roofY + 12} Q${MID - w + 70} ${roofY} ${MID - w + 84} ${roofY} L${MID + w - 84} ${roofY} Q${MID + w - 70} ${roofY} ${MID + w - 66} ${roofY + 12} L${MID + w - 24} ${baseY + 6} Z" fill="url(#paint)" stroke="${edge}" stroke-width="2"/>`,
    `<path d="M${MID - w + 42} ${baseY - 2} L${MID - w + 76} ${roofY + 14} L${MID + w - 76} ${roofY + 14} L${MID + w - 42} ${baseY - 2} Z" fill="url(#glass)"/>`,
    `<path d="M${MID - 60} ${roofY + 14} L${MID - 20} ${roofY + 14} L${MID - 70} ${baseY - 2} L${MID - 110} ${baseY - 2} Z" fill="#ffffff" opacity="0.12"/>`,
    `<rect x="${MID - 34}" y="${roofY + 6}" width="68" height="4" rx="2" fill="#d32f2f"/>`,
    ...[MID - w - 6, MID + w + 6].map(
      (x) =>
        `<ellipse cx="${x}" cy="${baseY - 6}" rx="15" ry="9" fill="${darken(paint, 0.2)}" stroke="${edge}"/>`,
    ),
    // Tail panel with lamps, plate and bumper.
    `<path d="M${MID - w + 6} ${p.sill + 2} L${MID - w} ${p.tailTop + 30} Q${MID - w} ${p.tailTop} ${MID - w + 30} ${p.tailTop - 6} L${MID + w - 30} ${p.tailTop - 6} Q${MID + w} ${p.tailTop} ${MID + w} ${p.tailTop + 30} L${MID + w - 6} ${p.sill + 2} Z" fill="url(#paint)" stroke="${edge}" stroke-width="2"/>`,
    hasHatch
      ? `<rect x="${MID - w + 48}" y="${baseY}" width="${2 * w - 96}" height="${plateY + 24 - baseY}" rx="10" fill="none" stroke="${edge}" stroke-width="1.5" opacity="0.6"/>`
      : `<line x1="${MID - w + 76}" y1="${p.tailTop + 40}" x2="${MID + w - 76}" y2="${p.tailTop + 40}" stroke="${edge}" stroke-width="1.5" opacity="0.6"/>`,
    ...([-1, 1] as const).map(
      (side) => `<path d="${lamp(side)}" fill="#c62828" stroke="#7f1d1d"/>`,
    ),
    `<circle cx="${MID}" cy="${p.tailTop + 18}" r="7" fill="#c9d0d6" stroke="${edge}"/>`,
    `<rect x="${MID - 56}" y="${plateY}" width="112" height="26" rx="3" fill="#15171a" stroke="#e6e9ec" stroke-width="2"/>`,
    `<rect x="${MID - w + 4}" y="${p.sill - 24}" width="${2 * w - 8}" height="26" rx="10" fill="${darken(paint, 0.18)}" stroke="${edge}"/>`,
    `<rect x="${MID - 90}" y="${p.sill - 10}" width="180" height="10" rx="5" fill="#1d2024"/>`,
    `<ellipse cx="${MID + w - 60}" cy="${p.sill - 4}" rx="12" ry="5" fill="#2b2f34" stroke="${lighten('#2b2f34', 0.3)}"/>`,
  ].join('');
}
