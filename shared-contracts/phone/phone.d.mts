export function internationalNumber(written: string): string;
