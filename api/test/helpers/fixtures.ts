import { isValidAadhaar } from 'shared-contracts';

/** A 12-digit Aadhaar-shaped number with a correct Verhoeff check digit. */
export function validAadhaar(first11 = '23456789012'): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidAadhaar(`${first11}${digit}`)) return `${first11}${digit}`;
  }
  throw new Error('unreachable: every prefix has exactly one check digit');
}

/** Minimal files that carry the right magic bytes for each accepted type. */
export const SAMPLE_FILES = {
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 2)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(200, 3)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200, 4)]),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};

export function tailorFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Sunita Bai',
    email: 'sunita@example.org',
    contact: '9876543210',
    aadharNumber: validAadhaar(),
    bankName: 'State Bank of India',
    accountNumber: '123456789012',
    ifscCode: 'SBIN0001234',
    address: 'Ward 4, Gondia, Maharashtra',
    ...overrides,
  };
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(
  fields: Record<string, string>,
  files: { field: string; content: Buffer; name?: string; type?: string }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.name ?? 'upload.bin');
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}
