export interface FileRules {
  /** Shown in messages, e.g. 'Identity document'. */
  label: string;
  required?: boolean;
  /** MIME types the server accepts. */
  acceptedTypes: readonly string[];
  maxBytes: number;
}

/** '5 MB', '300 KB': sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** 'image/jpeg' → 'JPEG', 'application/pdf' → 'PDF'. */
function typeName(mimeType: string): string {
  return (mimeType.split('/')[1] ?? mimeType).toUpperCase();
}

/**
 * Checks a chosen file before upload, so a wrong or too-large file is refused at once instead of
 * after a long upload on a slow network. Returns the message to show, or undefined when the file is fine.
 */
export function validateFile(file: File | null, rules: FileRules): string | undefined {
  if (!file) return rules.required ? `${rules.label} is required` : undefined;
  if (!rules.acceptedTypes.includes(file.type)) {
    const names = rules.acceptedTypes.map(typeName);
    const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
    return `${rules.label} must be a ${listed} file`;
  }
  if (file.size > rules.maxBytes) {
    return `${rules.label} is larger than ${formatBytes(rules.maxBytes)}; choose a smaller file or a lower-resolution photo`;
  }
  return undefined;
}
