import { INSPECTION_SECTIONS, checkPublishable, inspectionScore } from '@autobid/auction';
import type {
  InspectionDraftInput,
  InspectionFile,
  InspectionQueue,
  InspectionQueueTab,
  Language,
  ListingInspection,
  StaffInspection,
} from '@autobid/contract';
import { recordAudit, type AuditActor } from '../../db/audit-log';
import type { Database } from '../../db/client';
import type { InspectionSectionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { paginate } from '../auctions/auctions.service';
import { createDraftAccess, listingNotFound } from './inspection-drafts';
import {
  headlineOf,
  mediaUrlOf,
  presentListing,
  presentPublished,
  presentVersion,
} from './inspection-presenter';
import type { InspectionsRepository } from './inspections.repository';

const PER_PAGE = 20;
const invalid = (field: string, message: string) =>
  new AppError('validation_failed', `${field} ${message}`, { errors: { [field]: [message] } });

/** A saved section in the report's order, with the name the report stores. */
function sectionsOf(
  input: InspectionDraftInput['sections'],
  previous: readonly InspectionSectionRow[],
): InspectionSectionRow[] {
  return INSPECTION_SECTIONS.flatMap((template) => {
    const section = input.find((s) => s.key === template.key);
    if (!section) return [];
    const notes = section.notes.trim();
    const before = previous.find((s) => s.key === template.key);
    // Translations of a note stay only while the note itself is unchanged.
    const kept = before?.notes === notes && before.notesTranslations;
    return [
      {
        key: template.key,
        name: template.name,
        rating: section.rating,
        notes,
        ...(kept ? { notesTranslations: kept } : {}),
      },
    ];
  });
}

/**
 * The inspector's reports (docs/inspections.md): a queue of cars waiting for inspection, drafts
 * that are saved with optimistic concurrency, and publishing, after which a version never changes
 * and a correction is a new version. Every step is in the audit log.
 */
export function createInspectionsService(deps: {
  db: Database;
  repo: InspectionsRepository;
  clock: Clock;
}) {
  const { db, repo, clock } = deps;

  const { view, listingOf, lockDraft, checkInspectable, checkRevision } = createDraftAccess(repo);

  return {
    /** Waiting cars oldest listed first, or the recently published reports. */
    async queue(query: { tab: InspectionQueueTab; page: number }): Promise<InspectionQueue> {
      const { total, rows } = await repo.page({ ...query, perPage: PER_PAGE });
      const headlines = await repo.findHeadlines(rows.map((r) => r.car.id));
      return {
        data: rows.map((row) =>
          presentListing(
            row,
            headlines.filter((h) => h.inventoryId === row.car.id),
          ),
        ),
        meta: { pagination: paginate(total, query.page, PER_PAGE) },
      };
    },

    /** The listing's car and every version of its report, newest first. */
    async file(listingId: number): Promise<InspectionFile> {
      const row = await listingOf(db, listingId);
      const versions = await repo.findVersions(db, row.car.id);
      return {
        listing: presentListing(row, versions.map(headlineOf)),
        versions: versions.map(presentVersion),
      };
    },

    /**
     * A new draft, version last + 1: a copy of the newest published version (a correction), or an
     * empty report for a car never inspected. One draft per car at a time.
     */
    async startDraft(staff: AuditActor, listingId: number): Promise<StaffInspection> {
      return db.transaction(async (tx) => {
        const listing = await repo.lockListing(tx, listingId);
        if (!listing) throw listingNotFound(listingId);
        checkInspectable(listing.status);
        const versions = await repo.findVersions(tx, listing.inventoryId);
        const draft = versions.find((v) => v.status === 'draft');
        if (draft)
          throw new AppError(
            'invalid_transition',
            `Version ${draft.version} of this report is still a draft: continue it instead.`,
          );
        const base = versions.find((v) => v.status === 'published');
        const version = (versions[0]?.version ?? 0) + 1;
        const at = new Date(clock.now());
        const id = await repo.insertDraft(tx, {
          inventoryId: listing.inventoryId,
          version,
          inspectorId: staff.id,
          summary: base?.summary ?? '',
          summaryTranslations: base?.summaryTranslations ?? {},
          sections: base?.sections ?? [],
          photos: base?.photos ?? [],
          score: base?.score ?? 0,
          at,
        });
        await recordAudit(tx, {
          actor: staff,
          action: 'inspection.start',
          entityType: 'inspection',
          entityId: id,
          after: {
            listing_id: listingId,
            version,
            status: 'draft',
            copied_from: base?.version ?? null,
          },
          at,
        });
        return view(tx, listing.inventoryId, version);
      });
    },

    /** Saves the whole draft; a save from an older revision than the stored one is refused. */
    async saveDraft(
      staff: AuditActor,
      target: { listingId: number; version: number },
      input: InspectionDraftInput,
    ): Promise<StaffInspection> {
      return db.transaction(async (tx) => {
        const { car } = await listingOf(tx, target.listingId);
        const draft = await lockDraft(tx, car.id, target.listingId, target.version);
        checkRevision(draft, input.revision);
        input.photos.forEach((photo, index) => {
          if (!draft.photos.some((p) => p.id === photo.id))
            throw invalid(`photos.${index}.id`, 'is not a photo of this draft');
        });
        const sections = sectionsOf(input.sections, draft.sections);
        const summary = input.summary.trim();
        const score = inspectionScore(sections.map((s) => s.rating));
        const at = new Date(clock.now());
        await repo.updateDraft(tx, draft.id, {
          summary,
          summaryTranslations: summary === draft.summary ? draft.summaryTranslations : {},
          sections,
          photos: draft.photos.map((photo) => ({
            ...photo,
            caption: input.photos.find((p) => p.id === photo.id)?.caption.trim() ?? photo.caption,
          })),
          score: score ?? 0,
          inspectorId: staff.id,
          revision: draft.revision + 1,
          updatedAt: at,
        });
        await recordAudit(tx, {
          actor: staff,
          action: 'inspection.save',
          entityType: 'inspection',
          entityId: draft.id,
          before: { revision: draft.revision, score: draft.sections.length ? draft.score : null },
          after: {
            revision: draft.revision + 1,
            score,
            ratings: Object.fromEntries(sections.map((s) => [s.key, s.rating])),
          },
          at,
        });
        return view(tx, car.id, target.version);
      });
    },

    /**
     * Publishes the draft exactly as the inspector last saw it: from then on dealers see this
     * version and its photos become the car's extra inspection photos.
     */
    async publish(
      staff: AuditActor,
      target: { listingId: number; version: number },
      revision: number,
    ): Promise<StaffInspection> {
      return db.transaction(async (tx) => {
        const { car, listing } = await listingOf(tx, target.listingId);
        checkInspectable(listing.status);
        const draft = await lockDraft(tx, car.id, target.listingId, target.version);
        checkRevision(draft, revision);
        const check = checkPublishable(draft);
        if (!check.ok) {
          const errors = Object.fromEntries(
            Object.entries(check.problems).map(([field, problem]) => [field, [problem]]),
          );
          throw new AppError(
            'inspection_incomplete',
            'The report is not complete enough to publish.',
            { errors },
          );
        }
        const at = new Date(clock.now());
        await repo.publish(tx, draft.id, { score: check.value.score, at, by: staff.id });
        await repo.setExtraPhotos(
          tx,
          car.id,
          draft.photos.map((p) => ({ url: mediaUrlOf(p.key), caption: p.caption })),
        );
        await recordAudit(tx, {
          actor: staff,
          action: 'inspection.publish',
          entityType: 'inspection',
          entityId: draft.id,
          before: { status: 'draft', version: draft.version },
          after: {
            status: 'published',
            version: draft.version,
            score: check.value.score,
            photos: draft.photos.length,
          },
          at,
        });
        return view(tx, car.id, target.version);
      });
    },

    /** The report dealers see of a seller's listing, or null before one is published. */
    async forSeller(
      seller: { groupId: number | null; language: Language },
      listingId: number,
    ): Promise<ListingInspection> {
      const row = await repo.findListing(db, listingId);
      if (!row || row.listing.sellerGroupId !== seller.groupId) throw listingNotFound(listingId);
      const published = await repo.findLatestPublished(db, row.car.id);
      return presentPublished(published, row.car.extraInspectionPhotos, seller.language);
    },
  };
}

export type InspectionsService = ReturnType<typeof createInspectionsService>;
