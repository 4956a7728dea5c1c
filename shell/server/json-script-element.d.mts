export function jsonScriptElement(id: string, value: unknown): string;
