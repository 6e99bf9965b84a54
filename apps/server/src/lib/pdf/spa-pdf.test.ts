import { describe, expect, it } from 'vitest';
import { readPdfText } from './pdf-test-support';
import { renderSalesPurchaseAgreementPdf, type SpaDocument } from './spa-pdf';

function buildSpa(overrides: Partial<SpaDocument> = {}): SpaDocument {
  return {
    agreementNumber: 'SPA-MY-2026-000007',
    date: new Date('2026-11-25T03:00:00Z'),
    currency: 'MYR',
    seller: { groupName: 'AutoBid Trade-in Centre' },
    buyer: {
      groupName: 'Klang Auto Trading',
      userName: 'Aisyah Rahman',
      email: 'aisyah@klangauto.test',
    },
    car: {
      title: 'Honda Civic 1.5 TC',
      year: 2019,
      registration: 'WKL 4821',
      chassis: 'JHMFC1650KX000123',
      engine: 'L15B7-1234567',
      mileageKm: 84_500,
      color: 'Platinum White',
    },
    price: 52_300,
    deposit: 5_000,
    balance: 47_300,
    auctionId: 5120,
    ...overrides,
  };
}

describe('renderSalesPurchaseAgreementPdf', () => {
  it('the parties, the car, the price, the deposit and the balance read back', async () => {
    const text = await readPdfText(await renderSalesPurchaseAgreementPdf(buildSpa()));
    expect(text).toContain('Sales and Purchase Agreement Perjanjian Jual Beli');
    expect(text).toContain('Agreement number SPA-MY-2026-000007');
    expect(text).toContain('Seller AutoBid Trade-in Centre');
    expect(text).toContain(
      'Buyer Klang Auto Trading represented by Aisyah Rahman (aisyah@klangauto.test)',
    );
    expect(text).toContain('Chassis number JHMFC1650KX000123');
    expect(text).toContain('Engine number L15B7-1234567');
    expect(text).toContain('Purchase price (hammer price) MYR 52,300');
    expect(text).toContain('Deposit paid MYR 5,000');
    expect(text).toContain('Balance payable MYR 47,300');
  });

  it('the terms are numbered, name JPJ and Malaysian law, and both parties have a place to sign', async () => {
    const text = await readPdfText(await renderSalesPurchaseAgreementPdf(buildSpa()));
    expect(text).toMatch(/1\. The Seller sells/);
    expect(text).toContain('Jabatan Pengangkutan Jalan (JPJ) within 14 days');
    expect(text).toMatch(/10\. This agreement is governed by the laws of Malaysia/);
    expect(text).toContain('Signed for the Seller');
    expect(text).toContain('Signed for the Buyer');
    expect(text).toContain('Aisyah Rahman, Klang Auto Trading');
  });

  it('a car with no registration or engine number shows a dash in their place', async () => {
    const spa = buildSpa({ car: { ...buildSpa().car, registration: null, engine: null } });
    const text = await readPdfText(await renderSalesPurchaseAgreementPdf(spa));
    expect(text).toContain('Registration number —');
    expect(text).toContain('Engine number —');
  });
});
