import { INSPECTION_QUEUE_TABS } from '@autobid/contract';
import { z } from 'zod';
import { intParam } from '../../lib/query-params';

export const STAFF_INSPECTIONS = '/portal/api/v2/staff/inspections';
export const SELLER_LISTINGS = '/portal/api/v2/sellers/listings';

export const queueQuery = z.object({
  tab: z
    .enum(INSPECTION_QUEUE_TABS, { error: 'tab must be waiting or published' })
    .default('waiting'),
  page: intParam('page', 1, 10_000).default(1),
});

export const listingParams = z.object({ listingId: intParam('listing id') });

export const versionParams = z.object({
  listingId: intParam('listing id'),
  version: intParam('version', 1, 32_767),
});

export const photoParams = versionParams.extend({
  photoId: z.uuid({ error: 'photo id must be a photo id' }),
});

/** `/media/inspections/<inventory id>/<uuid>-display.webp` (or `-thumbnail.webp`). */
export const mediaParams = z.object({
  inventoryId: intParam('inventory id'),
  file: z
    .string()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(display|thumbnail)\.webp$/,
      { error: 'file must be a photo name' },
    ),
});
