import type { ListingStatus } from '@autobid/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { presentVersion } from './inspection-presenter';
import type { InspectionRow, InspectionsRepository } from './inspections.repository';

/** A car may be inspected until it is sold or withdrawn, a correction also while it is on sale. */
const INSPECTABLE: readonly ListingStatus[] = [
  'pending',
  'approved',
  'rejected',
  'scheduled',
  'unsold',
];

export const listingNotFound = (id: number) =>
  new AppError('not_found', `Listing ${id} does not exist.`);

/** The checks every change of a draft makes, shared by the report and its photos. */
export function createDraftAccess(repo: InspectionsRepository) {
  /** One version as staff see it, read in the same transaction. */
  async function view(tx: Executor, inventoryId: number, version: number) {
    const row = (await repo.findVersions(tx, inventoryId)).find((v) => v.version === version);
    if (!row) throw new Error(`inspection ${inventoryId}/${version} vanished`);
    return presentVersion(row);
  }

  async function listingOf(tx: Executor, listingId: number) {
    const row = await repo.findListing(tx, listingId);
    if (!row) throw listingNotFound(listingId);
    return row;
  }

  /** The version under its row lock; a published one or an unknown one is refused. */
  async function lockDraft(tx: Executor, inventoryId: number, listingId: number, version: number) {
    const row = await repo.lockVersion(tx, inventoryId, version);
    if (!row)
      throw new AppError('not_found', `Listing ${listingId} has no inspection version ${version}.`);
    if (row.status === 'published')
      throw new AppError(
        'inspection_published',
        `Version ${version} is published and can no longer be changed: start a correction, a new version copied from it.`,
      );
    return row;
  }

  function checkInspectable(status: ListingStatus) {
    if (!INSPECTABLE.includes(status))
      throw new AppError(
        'invalid_transition',
        `This listing is ${status}: its car is no longer inspected.`,
      );
  }

  function checkRevision(row: InspectionRow, revision: number) {
    if (row.revision !== revision)
      throw new AppError(
        'inspection_stale',
        'This draft was changed since you opened it: reload it and make your change again.',
      );
  }

  return { view, listingOf, lockDraft, checkInspectable, checkRevision };
}

export type DraftAccess = ReturnType<typeof createDraftAccess>;
