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
