/** A real 1×1 PNG: the API checks the file's magic bytes, not only its declared type. */
export const TINY_PNG = {
  name: 'aadhaar-card.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};
