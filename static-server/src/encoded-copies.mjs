/**
 * A build writes compressed copies beside its files (`main.1a2b3c4d5e.js.br`, `.gz`), which the
 * server sends to a browser that accepts them. A copy stands for its file: cached, deployed and
 * replaced as the file is.
 */
export const ENCODED_COPY_EXTENSIONS = ['.br', '.gz'];

const ENCODED_COPY = /\.(br|gz)$/;

/** The name of the file a compressed copy stands for; any other name as it is. */
export function originalFileName(name) {
  return name.replace(ENCODED_COPY, '');
}
