import type { BodyType } from './views';

type Point = readonly [x: number, y: number];

/**
 * The side silhouette of a body type, front to the left, in a 800×600 canvas whose ground is at
 * y = 470. Every drawing of the exterior (side, front three-quarter, rear) is derived from these
 * few numbers, so the views of one car agree with each other.
 */
export interface BodyProfile {
  nose: number;
  tail: number;
  sill: number;
  hoodY: number;
  cowl: Point;
  roofFront: Point;
  roofRear: Point;
  /** Where the rear window meets the boot lid, tailgate or (pickup) the load bed. */
  deck: Point;
  tailTop: number;
  wheelR: number;
  /** Window pillars between the front and rear, as fractions of the roof length. */
  pillars: readonly number[];
  hasBed: boolean;
}

export const GROUND_Y = 470;

export const BODY_PROFILES: Record<BodyType, BodyProfile> = {
  sedan: {
    nose: 122,
    tail: 678,
    sill: 446,
    hoodY: 380,
    cowl: [318, 362],
    roofFront: [404, 300],
    roofRear: [522, 298],
    deck: [604, 350],
    tailTop: 358,
    wheelR: 46,
    pillars: [0.46],
    hasBed: false,
  },
  hatchback: {
    nose: 150,
    tail: 650,
    sill: 446,
    hoodY: 382,
    cowl: [322, 358],
    roofFront: [398, 294],
    roofRear: [590, 298],
    deck: [640, 344],
    tailTop: 352,
    wheelR: 45,
    pillars: [0.4],
    hasBed: false,
  },
  suv: {
    nose: 126,
    tail: 676,
    sill: 438,
    hoodY: 364,
    cowl: [318, 346],
    roofFront: [398, 272],
    roofRear: [628, 270],
    deck: [664, 306],
    tailTop: 318,
    wheelR: 50,
    pillars: [0.38, 0.76],
    hasBed: false,
  },
  mpv: {
    nose: 128,
    tail: 674,
    sill: 442,
    hoodY: 376,
    cowl: [286, 350],
    roofFront: [372, 266],
    roofRear: [636, 264],
    deck: [668, 300],
    tailTop: 316,
    wheelR: 46,
    pillars: [0.34, 0.7],
    hasBed: false,
  },
  pickup: {
    nose: 116,
    tail: 686,
    sill: 438,
    hoodY: 362,
    cowl: [318, 344],
    roofFront: [398, 276],
    roofRear: [500, 276],
    deck: [512, 360],
    tailTop: 362,
    wheelR: 50,
    pillars: [0.5],
    hasBed: true,
  },
};

export function wheelCentres(p: BodyProfile): { front: number; rear: number; y: number } {
  return { front: p.nose + 118, rear: p.tail - 114, y: GROUND_Y - p.wheelR };
}

/** The y of the belt line (the bottom edge of the side windows) at `x`. */
export function beltAt(p: BodyProfile, x: number): number {
  const [cx, cy] = p.cowl;
  const [dx, dy] = p.deck;
  return cy + ((dy - cy) * (x - cx)) / (dx - cx);
}

export function pillarXs(p: BodyProfile): number[] {
  const [fx] = p.roofFront;
  const [rx] = p.roofRear;
  return p.pillars.map((f) => fx + (rx - fx) * f);
}

/** The closed outline of the body seen from the side. */
export function bodyOutline(p: BodyProfile): string {
  const [cx, cy] = p.cowl;
  const [fx, fy] = p.roofFront;
  const [rx, ry] = p.roofRear;
  const [dx, dy] = p.deck;
  return [
    `M${p.nose + 10} ${p.sill}`,
    `Q${p.nose - 4} ${p.sill - 6} ${p.nose - 2} ${p.sill - 30}`,
    `L${p.nose} ${p.hoodY + 22}`,
    `Q${p.nose + 4} ${p.hoodY + 4} ${p.nose + 40} ${p.hoodY}`,
    `L${cx} ${cy}`,
    `Q${cx + (fx - cx) * 0.35} ${fy + (cy - fy) * 0.15} ${fx} ${fy}`,
    `Q${(fx + rx) / 2} ${Math.min(fy, ry) - 8} ${rx} ${ry}`,
    `Q${rx + (dx - rx) * 0.6} ${ry + (dy - ry) * 0.2} ${dx} ${dy}`,
    `L${p.tail - 12} ${p.tailTop}`,
    `Q${p.tail} ${p.tailTop + 2} ${p.tail} ${p.tailTop + 22}`,
    `L${p.tail - 2} ${p.sill - 16}`,
    `Q${p.tail - 4} ${p.sill} ${p.tail - 22} ${p.sill}`,
    'Z',
  ].join(' ');
}

/** The side glasshouse, inset from the outline; pillars are drawn over it. */
export function windowOutline(p: BodyProfile): string {
  const [cx, cy] = p.cowl;
  const [fx, fy] = p.roofFront;
  const [rx, ry] = p.roofRear;
  const [dx, dy] = p.deck;
  return [
    `M${cx + 16} ${cy - 3}`,
    `Q${cx + (fx - cx) * 0.4 + 8} ${fy + (cy - fy) * 0.2 + 6} ${fx + 4} ${fy + 9}`,
    `Q${(fx + rx) / 2} ${Math.min(fy, ry) - 1} ${rx - 4} ${ry + 9}`,
    `Q${rx + (dx - rx) * 0.5} ${ry + (dy - ry) * 0.25 + 6} ${dx - 18} ${dy - 3}`,
    'Z',
  ].join(' ');
}
