import type { BodyType } from './car-art/views';

export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Plug-in hybrid' | 'Electric';
export type Transmission = 'Automatic' | 'Manual';

export interface CatalogModel {
  name: string;
  body: BodyType;
  variants: readonly string[];
  /** The usual fuel; a hybrid or plug-in trim says so in its variant name. */
  fuel: Fuel;
  transmissions: readonly Transmission[];
  /** First and last model year sold, so a demo car is never a year that did not exist. */
  years: readonly [number, number];
  /** What a three-year-old example fetches in Malaysia, in MYR; the basis of demo prices. */
  priceMyr: number;
  /** Sold new in Singapore, so it may appear in the SG auctions. */
  inSingapore: boolean;
}

export interface CatalogMake {
  name: string;
  models: readonly CatalogModel[];
}

const auto = ['Automatic'] as const;
const autoOrManual = ['Automatic', 'Automatic', 'Manual'] as const;

// One model a line reads as a table; prettier would spread each over ten lines.
/** Makes and models common on South-East Asian used-car lots, with plausible trims and prices. */
// prettier-ignore
export const CATALOG: readonly CatalogMake[] = [
  {
    name: 'Toyota',
    models: [
      { name: 'Vios', body: 'sedan', years: [2014, 2024], priceMyr: 68_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['1.5 J', '1.5 E', '1.5 G'] },
      { name: 'Corolla Altis', body: 'sedan', years: [2014, 2024], priceMyr: 105_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['1.8 E', '1.8 G', '1.8 Hybrid'] },
      { name: 'Camry', body: 'sedan', years: [2015, 2024], priceMyr: 150_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['2.5 V', '2.5 Hybrid'] },
      { name: 'Hilux', body: 'pickup', years: [2016, 2024], priceMyr: 110_000, fuel: 'Diesel', transmissions: autoOrManual, inSingapore: false, variants: ['2.4 G', '2.4 V', '2.8 Rogue'] },
      { name: 'Innova', body: 'mpv', years: [2016, 2023], priceMyr: 95_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['2.0 E', '2.0 G', '2.0 X'] },
    ],
  },
  {
    name: 'Honda',
    models: [
      { name: 'City', body: 'sedan', years: [2014, 2024], priceMyr: 75_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['1.5 S', '1.5 E', '1.5 V', '1.5 RS e:HEV'] },
      { name: 'Civic', body: 'sedan', years: [2016, 2024], priceMyr: 125_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['1.5 TC', '1.5 TC Premium', '2.0 e:HEV RS'] },
      { name: 'HR-V', body: 'suv', years: [2015, 2024], priceMyr: 105_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['1.5 S', '1.5 V', '1.5 RS Turbo'] },
      { name: 'CR-V', body: 'suv', years: [2015, 2024], priceMyr: 140_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['1.5 TC', '1.5 TC-P', '2.0 i-VTEC'] },
      { name: 'Jazz', body: 'hatchback', years: [2014, 2021], priceMyr: 58_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['1.5 S', '1.5 V', '1.5 Hybrid'] },
    ],
  },
  {
    name: 'Perodua',
    models: [
      { name: 'Myvi', body: 'hatchback', years: [2015, 2024], priceMyr: 45_000, fuel: 'Petrol', transmissions: autoOrManual, inSingapore: false, variants: ['1.3 G', '1.5 H', '1.5 AV'] },
      { name: 'Axia', body: 'hatchback', years: [2015, 2024], priceMyr: 30_000, fuel: 'Petrol', transmissions: autoOrManual, inSingapore: false, variants: ['1.0 E', '1.0 G', '1.0 SE', '1.0 AV'] },
      { name: 'Bezza', body: 'sedan', years: [2016, 2024], priceMyr: 36_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['1.0 G', '1.3 X', '1.3 AV'] },
      { name: 'Aruz', body: 'suv', years: [2019, 2024], priceMyr: 62_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['1.5 X', '1.5 AV'] },
      { name: 'Alza', body: 'mpv', years: [2016, 2024], priceMyr: 60_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['1.5 X', '1.5 H', '1.5 AV'] },
    ],
  },
  {
    name: 'Proton',
    models: [
      { name: 'Saga', body: 'sedan', years: [2016, 2024], priceMyr: 30_000, fuel: 'Petrol', transmissions: autoOrManual, inSingapore: false, variants: ['1.3 Standard', '1.3 Premium'] },
      { name: 'Persona', body: 'sedan', years: [2016, 2024], priceMyr: 38_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['1.6 Standard', '1.6 Executive', '1.6 Premium'] },
      { name: 'X50', body: 'suv', years: [2020, 2024], priceMyr: 82_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['1.5 Standard', '1.5T Executive', '1.5 TGDi Flagship'] },
      { name: 'X70', body: 'suv', years: [2018, 2024], priceMyr: 95_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['1.8 TGDi Executive', '1.5 TGDi Premium'] },
      { name: 'Iriz', body: 'hatchback', years: [2015, 2024], priceMyr: 35_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['1.3 Standard', '1.6 Executive'] },
    ],
  },
  {
    name: 'Nissan',
    models: [
      { name: 'Almera', body: 'sedan', years: [2020, 2024], priceMyr: 62_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['1.0 VL Turbo', '1.0 VLT'] },
      { name: 'Navara', body: 'pickup', years: [2015, 2024], priceMyr: 95_000, fuel: 'Diesel', transmissions: autoOrManual, inSingapore: false, variants: ['2.5 SE', '2.5 VL', '2.5 PRO-4X'] },
      { name: 'X-Trail', body: 'suv', years: [2015, 2023], priceMyr: 110_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['2.0 Mid', '2.5 High', '2.0 Hybrid'] },
      { name: 'Serena', body: 'mpv', years: [2017, 2024], priceMyr: 115_000, fuel: 'Hybrid', transmissions: auto, inSingapore: false, variants: ['2.0 S-Hybrid High-Way Star', '2.0 S-Hybrid Premium'] },
    ],
  },
  {
    name: 'Mazda',
    models: [
      { name: 'Mazda2', body: 'hatchback', years: [2015, 2024], priceMyr: 68_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['1.5 GVC', '1.5 GVC Plus'] },
      { name: 'Mazda3', body: 'sedan', years: [2015, 2024], priceMyr: 115_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['1.5 SkyActiv', '2.0 High Plus'] },
      { name: 'CX-5', body: 'suv', years: [2015, 2024], priceMyr: 125_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['2.0 GVC Plus Mid', '2.5 Turbo High'] },
      { name: 'CX-30', body: 'suv', years: [2020, 2024], priceMyr: 120_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['2.0 SkyActiv-G High', '2.0 Mid'] },
    ],
  },
  {
    name: 'Mitsubishi',
    models: [
      { name: 'Triton', body: 'pickup', years: [2015, 2024], priceMyr: 90_000, fuel: 'Diesel', transmissions: autoOrManual, inSingapore: false, variants: ['2.4 Quest', '2.4 VGT Adventure X', '2.4 VGT Premium'] },
      { name: 'Xpander', body: 'mpv', years: [2020, 2024], priceMyr: 85_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['1.5 Standard', '1.5 Plus'] },
      { name: 'ASX', body: 'suv', years: [2015, 2022], priceMyr: 75_000, fuel: 'Petrol', transmissions: auto, inSingapore: false, variants: ['2.0 2WD', '2.0 4WD'] },
      { name: 'Outlander', body: 'suv', years: [2015, 2023], priceMyr: 100_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['2.0 4x2', '2.4 4WD', '2.4 PHEV'] },
    ],
  },
  {
    name: 'BMW',
    models: [
      { name: '320i', body: 'sedan', years: [2016, 2024], priceMyr: 170_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['Sport', 'M Sport', 'Luxury'] },
      { name: '530e', body: 'sedan', years: [2018, 2024], priceMyr: 230_000, fuel: 'Plug-in hybrid', transmissions: auto, inSingapore: true, variants: ['M Sport', 'Sport'] },
      { name: 'X1', body: 'suv', years: [2016, 2024], priceMyr: 160_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['sDrive20i Sport', 'sDrive18i xLine'] },
      { name: 'X3', body: 'suv', years: [2018, 2024], priceMyr: 240_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['xDrive30i M Sport', 'xDrive30e M Sport'] },
    ],
  },
  {
    name: 'Mercedes-Benz',
    models: [
      { name: 'A200', body: 'hatchback', years: [2018, 2024], priceMyr: 170_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['Progressive Line', 'AMG Line'] },
      { name: 'C200', body: 'sedan', years: [2015, 2024], priceMyr: 180_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['Avantgarde', 'AMG Line'] },
      { name: 'E300', body: 'sedan', years: [2016, 2024], priceMyr: 260_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['Avantgarde', 'AMG Line', 'Exclusive'] },
      { name: 'GLC 300', body: 'suv', years: [2016, 2024], priceMyr: 280_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['4MATIC AMG Line', '4MATIC Coupé'] },
    ],
  },
  {
    name: 'Hyundai',
    models: [
      { name: 'Elantra', body: 'sedan', years: [2016, 2024], priceMyr: 95_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['1.6 MPi', '2.0 MPi Executive', '1.6 Hybrid'] },
      { name: 'Tucson', body: 'suv', years: [2016, 2024], priceMyr: 120_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['2.0 Elegance', '2.0 Executive Plus', '1.6 T-GDi Turbo'] },
      { name: 'Kona', body: 'suv', years: [2018, 2024], priceMyr: 95_000, fuel: 'Petrol', transmissions: auto, inSingapore: true, variants: ['2.0 Standard', '2.0 Active', '1.6 T-GDi'] },
      { name: 'Santa Fe', body: 'suv', years: [2016, 2023], priceMyr: 140_000, fuel: 'Diesel', transmissions: auto, inSingapore: false, variants: ['2.2 CRDi Executive', '2.2 CRDi Premium'] },
    ],
  },
];

/** Body colours in rough proportion to what dealer lots hold: mostly white, silver, grey and black. */
export const CAR_COLOURS = [
  'White',
  'Pearl White',
  'Silver',
  'Grey',
  'Titanium Grey',
  'Black',
  'White',
  'Silver',
  'Black',
  'Red',
  'Blue',
  'Dark Blue',
  'Brown',
  'Bronze',
  'Pearl White',
  'Grey',
] as const;

/** Looks a catalog model up by the names stored with a car. */
export function findCatalogModel(make: string, model: string): CatalogModel | undefined {
  return CATALOG.find((m) => m.name === make)?.models.find((m) => m.name === model);
}
