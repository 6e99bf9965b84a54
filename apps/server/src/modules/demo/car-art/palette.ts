/** Paint colours by the names the inventory uses; the media route also takes `#rrggbb`. */
export const PAINT_COLOURS: Record<string, string> = {
  white: '#f4f5f2',
  'pearl white': '#ece9e0',
  silver: '#b9bec4',
  grey: '#7d848c',
  'titanium grey': '#5b6168',
  black: '#1d1f23',
  red: '#b3262c',
  maroon: '#6e1d26',
  blue: '#2f5fa8',
  'dark blue': '#1f2f55',
  green: '#2f6b4a',
  brown: '#6a4a35',
  bronze: '#8c6a45',
  beige: '#cdbb98',
  gold: '#b89a52',
  yellow: '#e0b32c',
  orange: '#d8682a',
};

const HEX = /^#[0-9a-f]{6}$/i;

/** The paint of a colour name or hex value, or null when it is neither. */
export function resolvePaint(colour: string): string | null {
  if (HEX.test(colour)) return colour.toLowerCase();
  return PAINT_COLOURS[colour.trim().toLowerCase()] ?? null;
}
