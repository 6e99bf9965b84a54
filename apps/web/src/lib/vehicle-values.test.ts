import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/resources';
import { translateVehicleValue, vehicleValueKey } from './vehicle-values';

async function translator(lng: 'en' | 'id' | 'th') {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources, interpolation: { escapeValue: false } });
  return instance.t;
}

describe('vehicle values', () => {
  it('turns an English value into its locale key', () => {
    expect(vehicleValueKey('Plug-in hybrid')).toBe('plug_in_hybrid');
    expect(vehicleValueKey(' Suspension & steering ')).toBe('suspension_steering');
  });

  it('a known value reads in the interface language', async () => {
    const t = await translator('th');
    expect(translateVehicleValue(t, 'fuel', 'Diesel')).toBe('ดีเซล');
    expect(translateVehicleValue(t, 'color', 'Pearl White')).toBe('ขาวมุก');
    expect(translateVehicleValue(t, 'section', 'Tyres & brakes')).toBe('ยางและเบรก');
    expect(translateVehicleValue(await translator('id'), 'transmission', 'Automatic')).toBe(
      'Otomatis',
    );
  });

  it('a value the locale does not know is shown as the seller wrote it', async () => {
    const t = await translator('id');
    expect(translateVehicleValue(t, 'color', 'Midnight Aubergine')).toBe('Midnight Aubergine');
    expect(translateVehicleValue(t, 'color', 'constructor')).toBe('constructor');
  });
});
