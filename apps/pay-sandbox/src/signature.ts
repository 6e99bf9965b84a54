// The signature on every merchant request and every callback, the same both ways:
//   X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
// The body is the exact bytes sent (the empty string for a GET). The receiver recomputes the
// HMAC, compares it in constant time and refuses a `t` more than the tolerance away from its clock,
// so a captured request cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Default tolerance between the signer's `t` and the verifier's clock, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function digest(secret: string, body: string, t: number): string {
  return createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
}

/**
 * The `X-Signature` header value for `body` signed at `t` (whole unix seconds).
 * @example sign('sandbox-secret', '{"amount":1}', 1764072000) // 't=1764072000,v1=5c1f…'
 */
export function sign(secret: string, body: string, t: number): string {
  return `t=${t},v1=${digest(secret, body, t)}`;
}

/**
 * Whether `header` is a valid signature of `body` by `secret`, made within `toleranceSeconds` of
 * `nowSeconds`. A missing or malformed header, a wrong HMAC and a stale `t` are all `false`.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-fA-F]{64})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(digest(secret, body, t), 'hex');
  return timingSafeEqual(Buffer.from(match[2]!, 'hex'), expected);
}
