import { describe, expect, it } from 'vitest';
import { loadFonts, splitByScript } from './pdf-fonts';

describe('splitByScript', () => {
  it('a mixed Thai and Latin string splits into a Thai run and a Latin run', () => {
    expect(splitByScript('ใบแจ้งหนี้ INV-MY-2026-000001')).toEqual([
      { script: 'thai', text: 'ใบแจ้งหนี้' },
      { script: 'latin', text: ' INV-MY-2026-000001' },
    ]);
  });

  it('Thai words between Latin ones keep their marks in their own run', () => {
    expect(splitByScript('MYR ค่าดำเนินการ 200 บาท').map((run) => run.script)).toEqual([
      'latin',
      'thai',
      'latin',
      'thai',
    ]);
  });

  it('a string wholly in Latin, or empty, is one Latin run', () => {
    expect(splitByScript('Faktur pembelian')).toEqual([
      { script: 'latin', text: 'Faktur pembelian' },
    ]);
    expect(splitByScript('')).toEqual([{ script: 'latin', text: '' }]);
  });
});

describe('loadFonts', () => {
  it('reads the four Noto fonts once and hands the same parsed fonts back afterwards', () => {
    const first = loadFonts();
    expect([...first.keys()].sort()).toEqual([
      'latin-bold',
      'latin-regular',
      'thai-bold',
      'thai-regular',
    ]);
    expect(loadFonts().get('thai-regular')).toBe(first.get('thai-regular'));
  });
});
