import { wheelCentres, type BodyProfile } from './body-profiles';
import { drawGroundShadow, drawSide } from './side-view';
import { darken, lighten } from './svg';

// The side is squeezed and shifted right to make room for the nose turned towards the camera.
const SQUEEZE = 0.82;
const SHIFT = 136;
const FACE_WIDTH = 124;
// A cheap perspective: the car's far side is drawn smaller, pulled towards a horizon at about
// roof height, which is where a photographer's camera would be.
const HORIZON_Y = 300;
const FAR_SCALE = 0.86;

type Pt = readonly [number, number];

const far = ([x, y]: Pt, shift: number): Pt => [x - shift, HORIZON_Y + (y - HORIZON_Y) * FAR_SCALE];
const poly = (points: readonly Pt[]) =>
  `M${points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(' L')} Z`;

/**
 * A front three-quarter view: the side view foreshortened, with the front face, bonnet and
 * windscreen added as planes between the near side and a smaller far side.
 */
export function drawFrontThreeQuarter(p: BodyProfile, paint: string): string {
  const at = (x: number) => SHIFT + x * SQUEEZE;
  const nearTop: Pt = [at(p.nose) + 4, p.hoodY + 6];
  const nearBottom: Pt = [at(p.nose) + 6, p.sill];
  const farTop = far(nearTop, FACE_WIDTH);
  const farBottom = far(nearBottom, FACE_WIDTH);
  const cowl: Pt = [at(p.cowl[0]), p.cowl[1]];
  const roof: Pt = [at(p.roofFront[0]), p.roofFront[1]];
  const cowlFar = far(cowl, FACE_WIDTH * 0.92);
  const roofFar = far(roof, FACE_WIDTH * 0.8);
  const wheel = far([nearTop[0] + 14, wheelCentres(p).y], FACE_WIDTH);
  const edge = darken(paint, 0.45);

  // A point on the front face: u runs far (0) to near (1) corner, v top (0) to bottom (1).
  const face = (u: number, v: number): Pt => {
    const top: Pt = [
      farTop[0] + (nearTop[0] - farTop[0]) * u,
      farTop[1] + (nearTop[1] - farTop[1]) * u,
    ];
    const bottom: Pt = [
      farBottom[0] + (nearBottom[0] - farBottom[0]) * u,
      farBottom[1] + (nearBottom[1] - farBottom[1]) * u,
    ];
    return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
  };
  const quad = (u0: number, v0: number, u1: number, v1: number) =>
    poly([face(u0, v0), face(u1, v0), face(u1, v1), face(u0, v1)]);
  const tall = p.hasBed || p.wheelR >= 50;
  const [g0, g1] = tall ? [0.22, 0.62] : [0.3, 0.58];
  const slats = [0.33, 0.55, 0.77].map((f) => {
    const v = g0 + (g1 - g0) * f;
    const [a, b] = [face(0.3, v), face(0.7, v)];
    return `<line x1="${a[0].toFixed(1)}" y1="${a[1].toFixed(1)}" x2="${b[0].toFixed(1)}" y2="${b[1].toFixed(1)}" stroke="#3a3f46" stroke-width="2"/>`;
  });
  const emblem = face(0.5, (g0 + g1) / 2);

  return [
    drawGroundShadow((farTop[0] + at(p.tail)) / 2, (at(p.tail) - farTop[0]) / 2 + 16),
    `<ellipse cx="${wheel[0].toFixed(1)}" cy="${wheel[1].toFixed(1)}" rx="${(p.wheelR * 0.38).toFixed(1)}" ry="${(p.wheelR * 0.84).toFixed(1)}" fill="#17191c"/>`,
    `<g transform="translate(${SHIFT} 0) scale(${SQUEEZE} 1)">${drawSide(p, paint, { hasShadow: false })}</g>`,
    `<path d="${poly([farTop, nearTop, cowl, cowlFar])}" fill="${lighten(paint, 0.14)}" stroke="${edge}" stroke-width="1.5"/>`,
    `<path d="${poly([cowlFar, cowl, roof, roofFar])}" fill="url(#glass)" stroke="${edge}" stroke-width="2"/>`,
    `<path d="${poly([far(cowl, FACE_WIDTH * 0.55), far(cowl, FACE_WIDTH * 0.35), far(roof, FACE_WIDTH * 0.25), far(roof, FACE_WIDTH * 0.42)])}" fill="#ffffff" opacity="0.16"/>`,
    `<path d="${poly([farTop, nearTop, nearBottom, farBottom])}" fill="url(#paint)" stroke="${edge}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="${poly([farTop, nearTop, nearBottom, farBottom])}" fill="#000000" opacity="0.08"/>`,
    `<path d="${quad(0.03, 0.1, 0.25, 0.3)}" fill="#eef4fa" stroke="#8a949e" stroke-width="1.2"/>`,
    `<path d="${quad(0.75, 0.1, 0.98, 0.3)}" fill="#eef4fa" stroke="#8a949e" stroke-width="1.2"/>`,
    `<path d="${quad(0.28, g0, 0.72, g1)}" fill="#17191c" stroke="${edge}"/>`,
    ...slats,
    `<circle cx="${emblem[0].toFixed(1)}" cy="${emblem[1].toFixed(1)}" r="6" fill="#c9d0d6"/>`,
    `<path d="${quad(0.38, 0.68, 0.62, 0.82)}" fill="#15171a" stroke="#e6e9ec" stroke-width="1.5"/>`,
    `<path d="${quad(0.1, 0.86, 0.9, 0.95)}" fill="#1d2024"/>`,
  ].join('');
}
