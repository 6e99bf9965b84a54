import type { TFunction } from 'i18next';
import type { Translation } from '../i18n/locales/en';

export type VehicleValueKind = keyof Translation['vehicleValue'];

/** `Plug-in hybrid` → `plug_in_hybrid`: the locale key of a value the server sends in English. */
export function vehicleValueKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * A vehicle value (transmission, fuel, colour, inspection section) in the interface language when
 * the locale knows it; otherwise the text as the seller entered it.
 */
export function translateVehicleValue(t: TFunction, kind: VehicleValueKind, value: string): string {
  const key = vehicleValueKey(value);
  const known = t(`vehicleValue.${kind}`, { returnObjects: true }) as unknown as Record<
    string,
    string
  >;
  return Object.prototype.hasOwnProperty.call(known, key) ? known[key]! : value;
}
