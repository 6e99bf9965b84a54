/**
 * A side's page path relative to the side's base (`/seller/auctions/live` under `/seller` is
 * `auctions/live`), as the side's own routes match below its `/*` route.
 */
export function relativeTo(base: string, path: string): string {
  if (!path.startsWith(`${base}/`)) throw new Error(`${path} is not under ${base}`);
  return path.slice(base.length + 1);
}
