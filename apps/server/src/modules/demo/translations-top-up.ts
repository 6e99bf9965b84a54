import type { Database } from '../../db/client';
import type { PhotoRow } from '../../db/schema';
import { CAR_VIEWS } from './car-art/views';
import { CLOSEUP_CAPTIONS, DOCUMENT_NAMES, demoPhoto } from './demo-wording';
import { translateInspection } from './inspection-factory';
import { CLOSEUP_KINDS } from './showcase-art';
import {
  findUntranslatedFiles,
  findUntranslatedInspections,
  findUntranslatedPhotos,
  setFileNameTranslations,
  setInspectionTranslations,
  setPhotos,
} from './translations.repository';

/**
 * Gives demo content made before it came in every language (reports, captions, document names)
 * its Indonesian and Thai, found from what it says in English. Runs on every start; a second run
 * finds nothing to do.
 */
export async function translateDemoContent(db: Database, sellerGroupId: number): Promise<number> {
  const [reports, cars, files] = await Promise.all([
    findUntranslatedInspections(db, sellerGroupId),
    findUntranslatedPhotos(db, sellerGroupId),
    findUntranslatedFiles(db, sellerGroupId),
  ]);
  await setInspectionTranslations(
    db,
    reports.map((report) => ({ id: report.id, ...translateInspection(report) })),
  );
  await setPhotos(
    db,
    cars.map((car) => ({
      id: car.id,
      photos: car.photos.map(translatePhoto),
      closeups: car.closeups.map(translatePhoto),
    })),
  );
  const named = files.flatMap((file) => {
    const name = DOCUMENT_NAMES.find((n) => n.en === file.name);
    return name ? [{ id: file.id, nameTranslations: { id: name.id, th: name.th } }] : [];
  });
  await setFileNameTranslations(db, named);
  return reports.length + cars.length + named.length;
}

/** A demo picture's caption and drawing in each language, known from its URL (its view or close-up kind). */
function translatePhoto(photo: PhotoRow): PhotoRow {
  if (photo.translations) return photo;
  const query = new URLSearchParams(photo.url.split('?')[1] ?? '');
  const view = CAR_VIEWS.find((v) => v.key === query.get('view'));
  if (view) return demoPhoto(photo.url, view.label);
  const kind = CLOSEUP_KINDS.find((k) => k === query.get('kind'));
  return kind ? demoPhoto(photo.url, CLOSEUP_CAPTIONS[kind]) : photo;
}
