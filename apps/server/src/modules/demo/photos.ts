import type { PhotoRow } from '../../db/schema';
import { CAR_VIEWS, type BodyType } from './car-art/views';
import { demoPhoto } from './demo-wording';

/** Where the media route is mounted; photo URLs are relative so any host or proxy serves them. */
export const CAR_MEDIA_PATH = '/media/cars';

/**
 * The photo list of a demo car: 4 to 6 illustrated shots whose URLs carry everything the media
 * route needs to draw them, so serving a photo never touches the database.
 */
export function buildPhotos(options: {
  inventoryId: number;
  count: number;
  make: string;
  model: string;
  year: number;
  color: string;
  body: BodyType;
}): PhotoRow[] {
  const { inventoryId, count, ...car } = options;
  return CAR_VIEWS.slice(0, count).map((view, i) => {
    const params = { ...car, year: String(car.year), view: view.key };
    const query = Object.entries(params)
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&');
    return demoPhoto(`${CAR_MEDIA_PATH}/${inventoryId}-${i + 1}.svg?${query}`, view.label);
  });
}
