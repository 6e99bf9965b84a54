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
