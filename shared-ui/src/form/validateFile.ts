import { t } from '@lingui/core/macro';

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

/** 'JPEG, PNG or PDF'. */
function typeList(mimeTypes: readonly string[]): string {
  const names = mimeTypes.map(typeName);
  if (names.length === 1) return names[0];
  const [last, others] = [names[names.length - 1], names.slice(0, -1).join(', ')];
  return t`${others} or ${last}`;
}

/**
 * Checks a chosen file before upload, so a wrong or too-large file is refused at once instead of
 * after a long upload on a slow network. Returns the message to show, or undefined when the file is fine.
 */
export function validateFile(file: File | null, rules: FileRules): string | undefined {
  const { label } = rules;
  if (!file) return rules.required ? t({ message: `${label} is required`, context: 'A file' }) : undefined;
  if (!rules.acceptedTypes.includes(file.type)) {
    const types = typeList(rules.acceptedTypes);
    return t`${label} must be a ${types} file`;
  }
  if (file.size > rules.maxBytes) {
    const limit = formatBytes(rules.maxBytes);
    return t`${label} is larger than ${limit}; choose a smaller file or a lower-resolution photo`;
  }
  return undefined;
}
