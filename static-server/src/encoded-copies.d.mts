export declare const ENCODED_COPY_EXTENSIONS: readonly ['.br', '.gz'];
export declare function originalFileName(name: string): string;
