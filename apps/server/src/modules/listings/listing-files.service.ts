import {
  EDITABLE_LISTING_STATUSES,
  LISTING_FILE_LIMITS,
  type ListingFile,
  type ListingFileKind,
  type ListingFiles,
  type ListingStatus,
  type AuditAction,
} from '@autobid/contract';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Database, Executor } from '../../db/client';
import type { PhotoRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileBody, FileStore, StoredFile } from '../../lib/files/file-store';
import { parseFileKey } from '../../lib/files/file-key';
import { storeListingFile, type StoredListingFile } from '../../lib/files/listing-files';
import { mediaPathOf, type ListingFileLinks } from './listing-file-links';
import {
  createListingFilesRepository,
  type ListingFileRow,
  type ListingFilesRepository,
} from './listing-files.repository';
import type { ListingsRepository } from './listings.repository';
import type { Seller } from './listings.service';

/** Statuses whose car has an auction: its photos are the auction's, which dealers see. */
const ON_SALE: readonly ListingStatus[] = ['scheduled', 'sold', 'unsold'];
const isEditable = (status: ListingStatus) =>
  (EDITABLE_LISTING_STATUSES as readonly string[]).includes(status);

const notFound = (id: number) => new AppError('not_found', `Listing ${id} does not exist.`);
const locked = (status: string) =>
  new AppError(
    'invalid_transition',
    `This listing is ${status}: its photos and documents can no longer be changed.`,
  );
const fileNotFound = (id: number) => new AppError('not_found', `File ${id} does not exist.`);

/** The seller's file name, for display only: no folders, no control characters, at most 120 characters. */
export function cleanFileName(name: string | undefined, kind: ListingFileKind): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(-120) || (kind === 'photo' ? 'photo' : 'document.pdf');
}

const keysOf = (stored: StoredListingFile): string[] =>
  stored.kind === 'photo' ? [stored.display.key, stored.thumbnail.key] : [stored.document.key];

/** What dealers see of the listing's photos: the display images in order, cover first. */
const galleryOf = (rows: readonly ListingFileRow[]): PhotoRow[] =>
  rows
    .filter((row) => row.kind === 'photo')
    .map((row) => ({ url: mediaPathOf(row.key), caption: row.caption }));

/**
 * Hands a scheduled listing's documents to its auction, in the scheduling transaction: each PDF
 * becomes one of the auction's documents (read from the file store, not copied), named by the
 * seller's caption or file name. Photos need nothing: the car's gallery already follows them.
 * Returns how many documents were attached; calling it again for the same auction adds none.
 */
export async function attachListingFilesToAuction(
  tx: Executor,
  input: { listingId: number; auctionId: number },
): Promise<number> {
  const repo = createListingFilesRepository();
  const documents = (await repo.list(tx, input.listingId)).filter((f) => f.kind === 'document');
  const attached = new Set(await repo.auctionFileKeys(tx, input.auctionId));
  const rows = documents
    .filter((doc) => !attached.has(doc.key))
    .map((doc) => ({
      auctionId: input.auctionId,
      name: doc.caption || doc.fileName.replace(/\.pdf$/i, ''),
      fileName: doc.fileName,
      contentType: doc.contentType,
      content: null,
      storageKey: doc.key,
    }));
  await repo.insertAuctionFiles(tx, rows);
  return rows.length;
}

/**
 * A seller's photos and documents of a listing (docs/files.md): uploaded while the listing may
 * change, each change sending it back to review like any edit and written to the audit log with
 * the change. Files are processed before the transaction and removed again if it fails, so a
 * failure half-way leaves neither a file nor a row.
 */
export function createListingFilesService(deps: {
  db: Database;
  repo: ListingFilesRepository;
  listings: ListingsRepository;
  store: FileStore;
  clock: Clock;
  links: ListingFileLinks;
}) {
  const { db, repo, listings, store, clock, links } = deps;
  const actorOf = (seller: Seller): AuditActor => ({ id: seller.id, role: 'seller' });

  function present(row: ListingFileRow): ListingFile {
    return {
      id: row.id,
      kind: row.kind === 'document' ? 'document' : 'photo',
      position: row.position,
      file_name: row.fileName,
      caption: row.caption,
      content_type: row.contentType,
      bytes: row.bytes,
      width: row.width,
      height: row.height,
      url: links.urlFor(row.key),
      thumbnail_url: row.thumbnailKey ? links.urlFor(row.thumbnailKey) : null,
      created_at: row.createdAt.toISOString(),
    };
  }

  function presentAll(rows: readonly ListingFileRow[]): ListingFiles {
    return {
      photos: rows.filter((r) => r.kind === 'photo').map(present),
      documents: rows.filter((r) => r.kind === 'document').map(present),
    };
  }

  /** The listing under its row lock, own group only, and still open to change. */
  async function lockEditable(tx: Executor, seller: Seller, listingId: number) {
    const listing = await listings.lock(tx, listingId);
    if (!listing || listing.sellerGroupId !== seller.groupId) throw notFound(listingId);
    if (!isEditable(listing.status)) throw locked(listing.status);
    return listing;
  }

  /**
   * What every file change does besides itself: the listing is a new version waiting for review
   * (what operations approved has changed), the car's gallery follows the photos, and the audit
   * log says who did what.
   */
  async function recordChange(
    tx: Executor,
    seller: Seller,
    listing: Awaited<ReturnType<typeof lockEditable>>,
    change: { action: AuditAction; after: object; at: Date },
  ) {
    await listings.update(tx, listing, {
      status: 'pending',
      at: change.at,
      review: { by: null, reason: null },
    });
    await repo.setInventoryPhotos(
      tx,
      listing.inventoryId,
      galleryOf(await repo.list(tx, listing.id)),
    );
    await recordAudit(tx, {
      actor: actorOf(seller),
      action: change.action,
      entityType: 'listing',
      entityId: listing.id,
      before: { status: listing.status, version: listing.version },
      after: { status: 'pending', version: listing.version + 1, ...change.after },
      at: change.at,
    });
  }

  async function checkOwnEditable(seller: Seller, listingId: number) {
    const listing = await repo.findListing(db, listingId);
    if (!listing || listing.sellerGroupId !== seller.groupId) throw notFound(listingId);
    if (!isEditable(listing.status)) throw locked(listing.status);
  }

  async function insertStored(
    seller: Seller,
    listingId: number,
    input: { kind: ListingFileKind; fileName: string; stored: StoredListingFile },
  ): Promise<ListingFileRow> {
    const { kind, stored, fileName } = input;
    const main = stored.kind === 'photo' ? stored.display : stored.document;
    return db.transaction(async (tx) => {
      const listing = await lockEditable(tx, seller, listingId);
      const position = await repo.count(tx, listingId, kind);
      if (position >= LISTING_FILE_LIMITS[kind])
        throw new AppError(
          'file_limit_reached',
          `A listing holds at most ${LISTING_FILE_LIMITS[kind]} ${kind}s; remove one to add another.`,
        );
      const at = new Date(clock.now());
      const row = await repo.insert(tx, {
        listingId,
        kind,
        position,
        key: main.key,
        thumbnailKey: stored.kind === 'photo' ? stored.thumbnail.key : null,
        fileName,
        contentType: main.contentType,
        bytes: main.size,
        width: stored.kind === 'photo' ? stored.display.width : null,
        height: stored.kind === 'photo' ? stored.display.height : null,
        uploadedBy: seller.id,
        createdAt: at,
      });
      await recordChange(tx, seller, listing, {
        action: 'listing.file_upload',
        after: { file_id: row.id, kind, file_name: fileName, bytes: main.size },
        at,
      });
      return row;
    });
  }

  return {
    present,

    /**
     * Checks, converts and stores one upload, then records it; a refusal or a failure keeps
     * nothing. The upload is only opened once the listing is known to be the seller's and open.
     */
    async upload(
      seller: Seller,
      listingId: number,
      kind: ListingFileKind,
      open: () => Promise<{ fileName: string | undefined; body: FileBody }>,
    ): Promise<ListingFile> {
      await checkOwnEditable(seller, listingId);
      const input = await open();
      const stored = await storeListingFile({
        store,
        listingId,
        kind,
        source: input.body,
        existingCount: await repo.count(db, listingId, kind),
      });
      if (!stored.ok) throw new AppError(stored.code, stored.message);
      try {
        const fileName = cleanFileName(input.fileName, kind);
        return present(
          await insertStored(seller, listingId, { kind, fileName, stored: stored.value }),
        );
      } catch (error) {
        await Promise.allSettled(keysOf(stored.value).map((key) => store.delete(key)));
        throw error;
      }
    },

    async listForSeller(seller: Seller, listingId: number): Promise<ListingFiles> {
      const listing = await repo.findListing(db, listingId);
      if (!listing || listing.sellerGroupId !== seller.groupId) throw notFound(listingId);
      return presentAll(await repo.list(db, listingId));
    },

    async listForStaff(listingId: number): Promise<ListingFiles> {
      if (!(await repo.findListing(db, listingId))) throw notFound(listingId);
      return presentAll(await repo.list(db, listingId));
    },

    /** The photos in a new order, every one of them once; the first is the cover. */
    async reorderPhotos(
      seller: Seller,
      listingId: number,
      fileIds: number[],
    ): Promise<ListingFiles> {
      return db.transaction(async (tx) => {
        const listing = await lockEditable(tx, seller, listingId);
        const photos = (await repo.list(tx, listingId)).filter((f) => f.kind === 'photo');
        const current = photos.map((p) => p.id).sort((a, b) => a - b);
        const given = [...fileIds].sort((a, b) => a - b);
        if (current.length !== given.length || current.some((id, i) => id !== given[i]))
          throw new AppError(
            'validation_failed',
            'file_ids must name every photo of the listing once',
            {
              errors: { file_ids: ['must name every photo of the listing once'] },
            },
          );
        await repo.setPositions(tx, fileIds);
        await recordChange(tx, seller, listing, {
          action: 'listing.photo_order',
          after: { photo_ids: fileIds },
          at: new Date(clock.now()),
        });
        return presentAll(await repo.list(tx, listingId));
      });
    },

    async setCaption(
      seller: Seller,
      listingId: number,
      fileId: number,
      caption: string,
    ): Promise<ListingFile> {
      return db.transaction(async (tx) => {
        const listing = await lockEditable(tx, seller, listingId);
        const file = await repo.find(tx, listingId, fileId);
        if (!file) throw fileNotFound(fileId);
        await repo.setCaption(tx, fileId, caption);
        await recordChange(tx, seller, listing, {
          action: 'listing.file_caption',
          after: { file_id: fileId, caption },
          at: new Date(clock.now()),
        });
        return present({ ...file, caption });
      });
    },

    /** Removes the row, then the stored bytes once the removal is committed. */
    async remove(seller: Seller, listingId: number, fileId: number): Promise<ListingFiles> {
      const { files, keys } = await db.transaction(async (tx) => {
        const listing = await lockEditable(tx, seller, listingId);
        const file = await repo.find(tx, listingId, fileId);
        if (!file) throw fileNotFound(fileId);
        await repo.remove(tx, fileId);
        const rest = await repo.list(tx, listingId);
        await repo.setPositions(
          tx,
          rest.filter((f) => f.kind === file.kind).map((f) => f.id),
        );
        await recordChange(tx, seller, listing, {
          action: 'listing.file_remove',
          after: { file_id: fileId, kind: file.kind, file_name: file.fileName },
          at: new Date(clock.now()),
        });
        return {
          files: presentAll(await repo.list(tx, listingId)),
          keys: [file.key, ...(file.thumbnailKey ? [file.thumbnailKey] : [])],
        };
      });
      await Promise.allSettled(keys.map((key) => store.delete(key)));
      return files;
    },

    /**
     * A stored image or PDF by its address. A signed link (seller group, staff) opens any file
     * while it is valid; without one, only the photos of a car with an auction open, for the
     * dealers who see that car. Anything else is not found.
     */
    async open(
      path: string,
      link: { expires?: number; signature?: string },
    ): Promise<{ file: StoredFile; maxAgeSeconds: number; fileName: string }> {
      const key = `listings/${path}`;
      const missing = new AppError('not_found', 'This file does not exist.');
      try {
        parseFileKey(key);
      } catch {
        throw missing;
      }
      const found = await repo.findByKey(db, key);
      if (!found) throw missing;
      let maxAgeSeconds = 3_600;
      if (link.signature !== undefined && link.expires !== undefined) {
        if (!links.isValid(key, link.expires, link.signature))
          throw new AppError(
            'forbidden',
            'This file link is not valid or has expired: open the listing again.',
          );
        maxAgeSeconds = links.secondsLeft(link.expires);
      } else if (found.file.kind !== 'photo' || !ON_SALE.includes(found.status)) throw missing;
      const file = await store.get(key);
      if (!file) throw missing;
      return { file, maxAgeSeconds, fileName: found.file.fileName };
    },
  };
}

export type ListingFilesService = ReturnType<typeof createListingFilesService>;
