import { telHref } from '../../data/format';
import { DocumentButton } from './DocumentButton';
import { DOCUMENT_KEYS, PHONE_KEYS } from './submissions';

/** One value of a stored form: a stored document opens with the admin's token, a phone number dials. */
export function RecordCell({ field, value }: { field: string; value: string }) {
  if (!value) return null;
  if (DOCUMENT_KEYS.has(field)) return <DocumentButton url={value} />;
  if (PHONE_KEYS.has(field)) return <a href={telHref(value)}>{value}</a>;
  return <>{value}</>;
}
