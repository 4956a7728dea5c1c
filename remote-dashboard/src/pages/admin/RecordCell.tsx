import { useLingui } from '@lingui/react';
import { formatDateTime, formatDay } from '../../data/format';
import { PhoneLinks } from '../../components/PhoneLinks';
import { LongText } from '../../components/LongText';
import { TypedText } from '../../components/DataTable';
import { DocumentButton } from './DocumentButton';
import { UnsubscribeLink } from './UnsubscribeLink';
import {
  choiceShown,
  CODE_KEYS,
  CHOICE_LABELS,
  DATE_KEYS,
  DOCUMENT_KEYS,
  EMAIL_KEYS,
  NOT_YET_LABEL,
  PHONE_KEYS,
  TIME_KEYS,
  UNSUBSCRIBE_LINK_KEYS,
} from './submissions';

/**
 * One value of a stored form: a stored document opens with the admin's token, a phone number
 * dials or opens a WhatsApp chat, an e-mail address writes to it, a date, a time and a form's fixed choice read in the page's language, a code stays
 * whole, an unsubscribe link opens in a new tab, and
 * typed text keeps its lines (a long one its start, with the rest a tap away). `owner`: whose entry it is (the name given), for what a screen reader
 * hears of a button that would otherwise read the same in every row.
 */
export function RecordCell({ field, value, locale, owner }: { field: string; value: string; locale: string; owner?: string }) {
  const { i18n } = useLingui();
  if (TIME_KEYS.has(field)) return value ? <time dateTime={value}>{formatDateTime(value, locale)}</time> : <>{i18n._(NOT_YET_LABEL)}</>;
  if (!value) return null;
  if (UNSUBSCRIBE_LINK_KEYS.has(field)) return <UnsubscribeLink url={value} owner={owner} />;
  if (DOCUMENT_KEYS.has(field)) return <DocumentButton url={value} owner={owner} />;
  if (PHONE_KEYS.has(field)) return <PhoneLinks number={value} />;
  if (EMAIL_KEYS.has(field)) {
    return (
      <a href={`mailto:${encodeURI(value)}`}>
        <TypedText>{value}</TypedText>
      </a>
    );
  }
  if (DATE_KEYS.has(field)) return <time dateTime={value}>{formatDay(value, locale)}</time>;
  if (field in CHOICE_LABELS) return <>{choiceShown(field, value, i18n)}</>;
  if (CODE_KEYS.has(field)) return <>{value}</>;
  return <LongText text={value} />;
}
