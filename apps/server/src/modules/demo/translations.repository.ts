import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auctionFiles, auctions, inspections, inventories } from '../../db/schema';

const NONE = sql`'{}'::jsonb`;

/** A seller's inspection reports that carry no translations yet. */
export function findUntranslatedInspections(db: Database, sellerGroupId: number) {
  return db
    .select({ id: inspections.id, score: inspections.score, sections: inspections.sections })
    .from(inspections)
    .innerJoin(inventories, eq(inventories.id, inspections.inventoryId))
    .where(
      and(eq(inventories.sellerGroupId, sellerGroupId), eq(inspections.summaryTranslations, NONE)),
    );
}

/** A seller's cars whose first photo or close-up has no translations yet. */
export function findUntranslatedPhotos(db: Database, sellerGroupId: number) {
  const untranslated = (
    column: SQL | typeof inventories.photos | typeof inventories.extraInspectionPhotos,
  ) => sql`(jsonb_array_length(${column}) > 0 and ${column} -> 0 -> 'translations' is null)`;
  return db
    .select({
      id: inventories.id,
      photos: inventories.photos,
      closeups: inventories.extraInspectionPhotos,
    })
    .from(inventories)
    .where(
      and(
        eq(inventories.sellerGroupId, sellerGroupId),
        sql`(${untranslated(inventories.photos)} or ${untranslated(inventories.extraInspectionPhotos)})`,
      ),
    );
}

/** Documents of a seller's auctions whose names carry no translations yet. */
export function findUntranslatedFiles(db: Database, sellerGroupId: number) {
  const ofSeller = db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.sellerGroupId, sellerGroupId));
  return db
    .select({ id: auctionFiles.id, name: auctionFiles.name })
    .from(auctionFiles)
    .where(and(inArray(auctionFiles.auctionId, ofSeller), eq(auctionFiles.nameTranslations, NONE)));
}

/** Sets jsonb columns of many rows in one statement per 200 rows: `values` holds one SQL tuple per row. */
async function updateMany(
  db: Database,
  table: SQL,
  columns: string[],
  values: SQL[],
): Promise<void> {
  const sets = sql.raw(columns.map((c) => `${c} = v.${c}`).join(', '));
  const names = sql.raw(['id', ...columns].join(', '));
  for (let i = 0; i < values.length; i += 200) {
    const rows = sql.join(values.slice(i, i + 200), sql`, `);
    await db.execute(
      sql`update ${table} set ${sets} from (values ${rows}) as v(${names}) where ${table}.id = v.id`,
    );
  }
}

export function setInspectionTranslations(
  db: Database,
  rows: readonly { id: number; summaryTranslations: object; sections: object }[],
): Promise<void> {
  const values = rows.map(
    (r) =>
      sql`(${r.id}::int, ${JSON.stringify(r.summaryTranslations)}::jsonb, ${JSON.stringify(r.sections)}::jsonb)`,
  );
  return updateMany(db, sql`inspections`, ['summary_translations', 'sections'], values);
}

export function setPhotos(
  db: Database,
  rows: readonly { id: number; photos: object; closeups: object }[],
): Promise<void> {
  const values = rows.map(
    (r) =>
      sql`(${r.id}::int, ${JSON.stringify(r.photos)}::jsonb, ${JSON.stringify(r.closeups)}::jsonb)`,
  );
  return updateMany(db, sql`inventories`, ['photos', 'extra_inspection_photos'], values);
}

export function setFileNameTranslations(
  db: Database,
  rows: readonly { id: number; nameTranslations: object }[],
): Promise<void> {
  const values = rows.map((r) => sql`(${r.id}::int, ${JSON.stringify(r.nameTranslations)}::jsonb)`);
  return updateMany(db, sql`auction_files`, ['name_translations'], values);
}
