import { getTableColumns, type Column, type InferSelectModel, type Table } from 'drizzle-orm';

const columnsOf = new WeakMap<Table, [string, Column][]>();

/**
 * A table's row from its JSON form (`row_to_json`, `json_agg` of rows: columns by their SQL names,
 * times as text) as a select of that table gives it: fields by their TypeScript names, each value
 * mapped by its column as the driver's value would be. Lets one statement bring rows of several
 * tables at once. A `jsonb` column must hold objects or arrays: a bare JSON string in one would be
 * parsed a second time.
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): InferSelectModel<T> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/**
 * A mapper of some of a table's columns from their JSON form, as {@link rowFromJson} maps them all:
 * for a statement that brings only the fields it shows (a wide list read as JSON costs its parse).
 * A field missing from the JSON is null, as in {@link rowFromJson}.
 */
export function columnsFromJson<T extends Table, K extends keyof InferSelectModel<T> & string>(
  table: T,
  keys: readonly K[],
): (json: Record<string, unknown>) => Pick<InferSelectModel<T>, K> {
  const all = getTableColumns(table) as Record<string, Column>;
  const columns = keys.map((key): [K, Column] => [key, all[key]!]);
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as Pick<InferSelectModel<T>, K>;
  };
}

/** Both drivers parse `json` columns; one that hands back text is parsed here. */
export function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
