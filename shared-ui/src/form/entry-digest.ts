/**
 * A short fingerprint of a form entry (cyrb53, 53 bits), to tell whether the same entry is sent
 * again without keeping its words: a sending kept in the tab's storage carries this, not the
 * entry. Not a security measure; two different entries sharing one is vanishingly unlikely.
 */
export function entryDigest(entry: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < entry.length; index++) {
    const code = entry.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
