import type { InspectionListing } from '@autobid/contract';

/** "2019 Toyota Vios 1.5 G": make, model and trim are names, the same in every language. */
export const carTitle = (listing: InspectionListing) =>
  `${listing.car.year} ${listing.car.make} ${listing.car.model} ${listing.car.variant}`;
