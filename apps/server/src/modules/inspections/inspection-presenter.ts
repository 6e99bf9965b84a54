import type { InspectionListing, ListingInspection, StaffInspection } from '@autobid/contract';
import type { InspectionPhotoRow, PhotoRow } from '../../db/schema';
import type { Language } from '@autobid/contract';
import { inLanguage, photoUrlIn } from '../../lib/content-language';
import type { InspectionRow, ListingViewRow, VersionRow } from './inspections.repository';

/** Where inspection photos are served: `/media/inspections/<inventory id>/<uuid>-….webp`. */
export const INSPECTION_MEDIA_PATH = '/media/inspections';

export const mediaUrlOf = (key: string) =>
  `${INSPECTION_MEDIA_PATH}/${key.slice('inspections/'.length)}`;

export interface Headline {
  version: number;
  status: 'draft' | 'published';
  score: number;
  sectionCount: number;
  publishedAt: Date | null;
  updatedAt: Date;
}

/** A draft with nothing rated yet stores score 0; it has no score. */
const scoreOf = (row: { score: number; sectionCount: number }) =>
  row.sectionCount === 0 ? null : row.score;

export function presentListing(
  row: ListingViewRow,
  headlines: readonly Headline[],
): InspectionListing {
  const { listing, car } = row;
  const latest = headlines[0];
  const published = headlines.find((h) => h.status === 'published');
  return {
    listing_id: listing.id,
    listing_status: listing.status,
    market: listing.market,
    seller_group: { id: listing.sellerGroupId, name: row.groupName },
    location: listing.location,
    listed_at: listing.createdAt.toISOString(),
    car: {
      inventory_id: car.id,
      make: row.make,
      model: row.model,
      year: car.year,
      variant: car.variant,
      mileage_km: car.mileageKm,
      transmission: car.transmission,
      fuel: car.fuel,
      color: car.color,
      registration_number: car.registrationNumber ?? '',
      chassis_number: car.chassisNumber ?? listing.chassisNumber,
    },
    latest: latest
      ? {
          version: latest.version,
          status: latest.status,
          score: scoreOf(latest),
          updated_at: latest.updatedAt.toISOString(),
        }
      : null,
    published: published?.publishedAt
      ? {
          version: published.version,
          score: published.score,
          published_at: published.publishedAt.toISOString(),
        }
      : null,
  };
}

export const headlineOf = (row: InspectionRow): Headline => ({
  version: row.version,
  status: row.status,
  score: row.score,
  sectionCount: row.sections.length,
  publishedAt: row.publishedAt,
  updatedAt: row.updatedAt,
});

const presentPhoto = (photo: InspectionPhotoRow) => ({
  id: photo.id,
  url: mediaUrlOf(photo.key),
  thumbnail_url: mediaUrlOf(photo.thumbnailKey),
  caption: photo.caption,
  width: photo.width,
  height: photo.height,
});

export function presentVersion(row: VersionRow): StaffInspection {
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    revision: row.revision,
    score: scoreOf({ score: row.score, sectionCount: row.sections.length }),
    summary: row.summary,
    sections: row.sections.map((s) => ({
      key: s.key,
      name: s.name,
      rating: s.rating,
      notes: s.notes,
    })),
    photos: row.photos.map(presentPhoto),
    inspector:
      row.inspectorId !== null ? { id: row.inspectorId, name: row.inspectorName ?? '' } : null,
    inspected_at: row.inspectedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The published report as a seller reads it: the inspector's own words and the extra photos the
 * car carries, exactly what dealers are shown.
 */
export function presentPublished(
  row: InspectionRow | undefined,
  carPhotos: readonly PhotoRow[],
  language: Language,
): ListingInspection {
  if (!row || row.status !== 'published' || !row.publishedAt) return null;
  return {
    version: row.version,
    score: row.score,
    summary: inLanguage(row.summary, row.summaryTranslations, language),
    published_at: row.publishedAt.toISOString(),
    sections: row.sections.map((s) => ({
      key: s.key,
      name: s.name,
      rating: s.rating,
      notes: inLanguage(s.notes, s.notesTranslations, language),
    })),
    photos: carPhotos.map((p) => ({ url: photoUrlIn(p, language), caption: p.caption })),
  };
}
