import { sql, type SQL } from 'drizzle-orm';
import { inspections, inventories } from './schema';

/**
 * What changes the car of an auction as dealers see it, as one text: the version of the car's row
 * (PostgreSQL's `xmin`, new on every update of it) and its newest published inspection (a
 * correction is a new version). A node that holds an auction's answer compares it with every
 * write, so a car edited or re-inspected while its auction runs is read again (ADR 0009).
 */
export function carStamp(inventoryId: SQL): SQL<string> {
  return sql<string>`((select inv.xmin::text from ${inventories} inv where inv.id = ${inventoryId})
    || ':' || coalesce((select i.id from ${inspections} i
      where i.inventory_id = ${inventoryId} and i.status = 'published'
      order by i.version desc, i.id desc limit 1), 0)::text)`;
}
