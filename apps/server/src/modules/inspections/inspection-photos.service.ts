import type { StaffInspection } from '@autobid/contract';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileBody, FileStore } from '../../lib/files/file-store';
import { MAX_INSPECTION_PHOTOS, storeInspectionPhoto } from '../../lib/files/inspection-photos';
import { createDraftAccess } from './inspection-drafts';
import type { InspectionsRepository } from './inspections.repository';

/** A draft's extra photos (docs/inspections.md): added through the file layer, removed, served. */
export function createInspectionPhotosService(deps: {
  db: Database;
  repo: InspectionsRepository;
  clock: Clock;
  store: FileStore;
}) {
  const { db, repo, clock, store } = deps;
  const { view, listingOf, lockDraft } = createDraftAccess(repo);

  return {
    /**
     * Adds one photo to a draft. The file is checked and stored before the transaction (no file
     * work holds a lock); if the draft changed state meanwhile, the stored files are removed.
     */
    async addPhoto(
      staff: AuditActor,
      target: { listingId: number; version: number },
      source: FileBody,
    ): Promise<StaffInspection> {
      const { car } = await listingOf(db, target.listingId);
      const before = await db.transaction((tx) =>
        lockDraft(tx, car.id, target.listingId, target.version),
      );
      const stored = await storeInspectionPhoto({
        store,
        inventoryId: car.id,
        source,
        existingCount: before.photos.length,
      });
      if (!stored.ok) throw new AppError(stored.code, stored.message);
      const photo = stored.value;
      try {
        return await db.transaction(async (tx) => {
          const draft = await lockDraft(tx, car.id, target.listingId, target.version);
          if (draft.photos.length >= MAX_INSPECTION_PHOTOS)
            throw new AppError(
              'file_limit_reached',
              `A report holds at most ${MAX_INSPECTION_PHOTOS} extra photos; remove one to add another.`,
            );
          const at = new Date(clock.now());
          await repo.updateDraft(tx, draft.id, {
            photos: [...draft.photos, { ...photo, caption: '', addedInVersion: draft.version }],
            updatedAt: at,
          });
          await recordAudit(tx, {
            actor: staff,
            action: 'inspection.photo_add',
            entityType: 'inspection',
            entityId: draft.id,
            after: { photo: photo.id, photos: draft.photos.length + 1 },
            at,
          });
          return view(tx, car.id, target.version);
        });
      } catch (error) {
        await Promise.allSettled([store.delete(photo.key), store.delete(photo.thumbnailKey)]);
        throw error;
      }
    },

    /**
     * Removes a photo from a draft. Its files are deleted only when it was uploaded to this draft:
     * one copied from a published version still belongs to that version.
     */
    async removePhoto(
      staff: AuditActor,
      target: { listingId: number; version: number; photoId: string },
    ): Promise<StaffInspection> {
      const { answer, removed } = await db.transaction(async (tx) => {
        const { car } = await listingOf(tx, target.listingId);
        const draft = await lockDraft(tx, car.id, target.listingId, target.version);
        const photo = draft.photos.find((p) => p.id === target.photoId);
        if (!photo) throw new AppError('not_found', `This draft has no photo ${target.photoId}.`);
        const at = new Date(clock.now());
        await repo.updateDraft(tx, draft.id, {
          photos: draft.photos.filter((p) => p.id !== photo.id),
          updatedAt: at,
        });
        await recordAudit(tx, {
          actor: staff,
          action: 'inspection.photo_remove',
          entityType: 'inspection',
          entityId: draft.id,
          before: { photo: photo.id, photos: draft.photos.length },
          after: { photos: draft.photos.length - 1 },
          at,
        });
        return {
          answer: await view(tx, car.id, target.version),
          removed: photo.addedInVersion === draft.version ? photo : null,
        };
      });
      if (removed)
        await Promise.allSettled([store.delete(removed.key), store.delete(removed.thumbnailKey)]);
      return answer;
    },

    /** A stored inspection photo for the media route, or null. */
    openPhoto: (key: string) => store.get(key),
  };
}

export type InspectionPhotosService = ReturnType<typeof createInspectionPhotosService>;
