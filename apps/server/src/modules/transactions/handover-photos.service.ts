import { recordAudit } from '../../db/audit-log';
import { lockTransaction } from '../../db/transaction-change';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileBody, FileStore } from '../../lib/files/file-store';
import { FILE_LIMITS } from '../../lib/files/limits';
import { readUpload } from '../../lib/files/read-upload';
import type { QueuedNotice } from '../auctions/auction-events';
import type { StaffActor } from './finance.service';
import {
  handoverPhotoKey,
  MAX_HANDOVER_PHOTOS,
  storeHandoverPhoto,
  type HandoverPhotoLinks,
} from './handover-photos';
import { transactionNotice, type NoticeQueue } from './transaction-events';
import type { TransactionRow, TransactionsRepository } from './transactions.repository';

/**
 * The photos of the car at the gate on a kept handover record (docs/transactions.md): finance adds
 * them one by one, buyer and staff open them through signed links. Part of the finance desk.
 */
export function createHandoverPhotosService(deps: {
  repo: TransactionsRepository;
  clock: Clock;
  files: FileStore;
  events: NoticeQueue;
  photoLinks: HandoverPhotoLinks;
}) {
  const { repo, clock, files, events, photoLinks } = deps;

  return {
    /**
     * A photo of the car at the gate, added to the handover record after it is kept: checked and
     * stored first (decoding is slow, so not under the lock), then appended under the row lock,
     * where the status and the photo limit are checked again; a refused photo's file is removed.
     */
    async addHandoverPhoto(actor: StaffActor, id: number, body: () => Promise<FileBody | null>) {
      const refusal = (row: TransactionRow | undefined, photoCount: number | undefined) => {
        if (!row) return new AppError('not_found', `Transaction ${id} does not exist.`);
        if (
          (row.status !== 'handed_over' && row.status !== 'completed') ||
          photoCount === undefined
        )
          return new AppError(
            'invalid_transition',
            `Transaction ${id} has no handover record yet: photos come after the handover.`,
          );
        if (photoCount >= MAX_HANDOVER_PHOTOS)
          return new AppError(
            'file_limit_reached',
            `A handover keeps at most ${MAX_HANDOVER_PHOTOS} photos.`,
          );
        return null;
      };
      const early = refusal(
        await repo.findById(id),
        (await repo.findHandover(id))?.photoKeys.length,
      );
      if (early) throw early;
      const source = await body();
      if (!source)
        throw new AppError('validation_failed', 'Send the photo as multipart/form-data "file".', {
          errors: { file: ['is required'] },
        });
      const bytes = await readUpload(source, FILE_LIMITS.maxFileBytes);
      if (!bytes.ok) throw new AppError(bytes.code, bytes.message);
      const stored = await storeHandoverPhoto(files, id, bytes.value);
      if (!stored.ok) throw new AppError(stored.code, stored.message);
      const key = stored.value;
      const at = new Date(clock.now());
      let row: TransactionRow;
      let notices: QueuedNotice[];
      try {
        ({ row, notices } = await repo.db.transaction(async (tx) => {
          const locked = await lockTransaction(tx, id);
          const handover = await repo.findHandoverIn(tx, id);
          const late = refusal(locked, handover?.photoKeys.length);
          if (late) throw late;
          const after = await repo.appendHandoverPhoto(tx, id, key, at);
          await recordAudit(tx, {
            actor,
            action: 'handover.photo',
            entityType: 'transaction',
            entityId: id,
            after: { key, photo_count: handover!.photoKeys.length + 1 },
            at,
          });
          return { row: after, notices: await events.queue(tx, [transactionNotice(after)]) };
        }));
      } catch (error) {
        await files.delete(key);
        throw error;
      }
      events.relay(notices);
      const keys = (await repo.findHandover(id))?.photoKeys ?? [];
      return { row, photos: keys.map((photo) => photoLinks.urlFor(id, photo)) };
    },

    /** A handover photo's bytes for a signed link; the signature, not the caller, grants it. */
    async openHandoverPhoto(input: {
      id: number;
      file: string;
      expires: number;
      signature: string;
    }) {
      const check = photoLinks.check(input.id, input.file, input.expires, input.signature);
      if (check !== 'valid')
        throw new AppError(
          'forbidden',
          check === 'expired'
            ? 'This photo link has expired: open the purchase again.'
            : 'This photo link is not valid.',
        );
      const stored = await files.get(handoverPhotoKey(input.id, input.file));
      if (!stored) throw new AppError('not_found', 'This handover photo does not exist.');
      return { body: stored.body, maxAge: photoLinks.secondsLeft(input.expires) };
    },
  };
}
