const BOUNDARY = '----autobid-test-boundary-7d3f';

/** A `multipart/form-data` body holding one file, as a browser's form upload sends it. */
export function multipartFile(
  bytes: Buffer,
  options: { fileName?: string; field?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const { fileName = 'car.jpg', field = 'file', contentType = 'image/jpeg' } = options;
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A `multipart/form-data` body of text fields and, optionally, one file, in the order given. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; fileName?: string; field?: string; contentType?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    const { fileName = 'slip.pdf', field = 'file', contentType = 'application/pdf' } = file;
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A body as a broken client or a dropped connection sends it, and the answer every upload gives it. */
export interface MalformedUpload {
  type: string;
  payload: Buffer;
  status: number;
  code: string;
  /** The answer's message, where every upload words it the same. */
  message?: string;
}

const NOT_MULTIPART = 'The request body is not valid multipart/form-data';

/** Uploads that are not well-formed multipart/form-data, or hold more parts than an upload takes. */
export function malformedUploads(): [string, MalformedUpload][] {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const filePart = (field: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n` +
    `Content-Type: image/jpeg\r\n\r\n${'x'.repeat(64)}\r\n`;
  const fieldPart = (name: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nvalue\r\n`;
  const refused = (message: string) => ({ status: 422, code: 'validation_failed', message });
  return [
    [
      'no boundary',
      { type: 'multipart/form-data', payload: Buffer.from('abc'), ...refused(NOT_MULTIPART) },
    ],
    [
      'cut off before its closing boundary',
      { type, payload: Buffer.from(filePart('file')), ...refused(NOT_MULTIPART) },
    ],
    [
      'a part with no headers',
      {
        type,
        payload: Buffer.from(`--${BOUNDARY}\r\n\r\n${'x'.repeat(64)}\r\n--${BOUNDARY}--\r\n`),
        // A nameless part is no file: each upload says which fields it wants.
        status: 422,
        code: 'validation_failed',
      },
    ],
    [
      'twenty text fields and no file',
      {
        type,
        payload: Buffer.from(
          `${Array.from({ length: 20 }, (_, n) => fieldPart(`f${n}`)).join('')}--${BOUNDARY}--\r\n`,
        ),
        ...refused('The upload holds more fields than this request takes'),
      },
    ],
  ];
}
