/**
 * What a malformed or over-full multipart upload raises while it is read: the parser's own errors
 * carry no HTTP status, and the upload plugin's limits answer 413 in its own words. Each is the
 * client's doing, so the error handler answers it `422 validation_failed` with one of these
 * messages (docs/input.md); a failure of our own while storing the file stays a 500.
 */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'The upload holds more files than this request takes',
  FST_FIELDS_LIMIT: 'The upload holds more fields than this request takes',
  FST_PARTS_LIMIT: 'The upload holds more parts than this request takes',
};

const NOT_MULTIPART = 'The request body is not valid multipart/form-data';

/** The upload plugin's errors for a body it could not take as multipart. */
const MALFORMED_CODES = new Set([
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_MP_PREMATURE_CLOSE',
]);

/** The multipart parser's (`@fastify/busboy`) errors, which it raises as plain `Error`s. */
const PARSER_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /^\w+ terminated early due to unexpected end of multipart data$/,
];

/** The message a multipart error is answered with, or null when `error` is not one. */
export function multipartErrorMessage(error: { code?: unknown; message: string }): string | null {
  if (typeof error.code === 'string') {
    if (error.code in LIMIT_MESSAGES) return LIMIT_MESSAGES[error.code]!;
    if (MALFORMED_CODES.has(error.code)) return NOT_MULTIPART;
    return null;
  }
  return PARSER_MESSAGES.some((pattern) => pattern.test(error.message)) ? NOT_MULTIPART : null;
}
