import type { Generated } from 'kysely';
import type { DashboardRole } from 'shared-contracts';

/** Table shapes as Kysely sees them. Times are epoch milliseconds; flags are 0/1 so both databases agree. */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  mobile: string;
  password_hash: string;
  role: DashboardRole;
  verified: number;
  created_at: number;
  /**
   * Session tokens carry it, and those with another are refused. Moved on when the password is
   * reset or the role changes, which logs out every browser holding an older token.
   */
  session_version: Generated<number>;
}

/** `signup` codes belong to a pending sign-up, `reset` codes to an account. */
export type CodePurpose = 'signup' | 'reset';

export interface OneTimeCodesTable {
  /** The pending sign-up's id for `signup`, the user's id for `reset`. */
  subject_id: string;
  purpose: CodePurpose;
  code_hash: string;
  expires_at: number;
  /** Tries so far, the right one included; at the limit the code is void. */
  attempts: number;
  sent_at: number;
}

/**
 * Tries at `purpose` codes since `day_started_at` (the first try of its day), however many codes
 * were sent meanwhile: `address` is a mailbox (mailboxOf), alone for the tries from all client
 * networks, or followed by a space and a client network for the tries from that one.
 */
export interface CodeTriesTable {
  purpose: CodePurpose;
  address: string;
  day_started_at: number;
  tries: number;
}

/** A session token ended by logging out (its `jti`), until it would have expired (epoch ms). */
export interface EndedSessionsTable {
  token_id: string;
  expires_at: number;
}

/**
 * A sign-up that has not been confirmed with its mailed code. The account (a `users` row) is only
 * created from it when its own code is verified, so nobody can set the password of an address
 * they do not read. Several may exist for one address; each browser knows only its own (cookie).
 */
export interface PendingSignupsTable {
  id: string;
  email: string;
  name: string;
  mobile: string;
  password_hash: string;
  created_at: number;
}

export interface SubmissionsTable {
  /** Insertion order, for "newest first" even within one millisecond. */
  seq: Generated<number>;
  id: string;
  kind: string;
  created_at: number;
  /** JSON object of string fields, as the admin reads them (sensitive numbers already masked). */
  data: string;
  /** Lower-cased field values, for the admin's text filter. */
  search_text: string;
  /** Encrypted JSON of the sensitive fields in full, or null. */
  secret: string | null;
  upload_id: string | null;
  /** Set where a repeat must not create a second row (newsletter e-mail); unique per kind. */
  dedupe_key: string | null;
  /** 1 once a staff digest has counted it. */
  staff_notified: Generated<number>;
  /** When the sender confirmed it from the link mailed to them (newsletter), epoch ms; null until then. */
  confirmed_at: number | null;
}

/** One row (id 1): when the last staff digest was sent, epoch ms. */
export interface StaffDigestTable {
  id: number;
  last_sent_at: number;
}

export interface UploadsTable {
  id: string;
  content_type: string;
  size_bytes: number;
  created_at: number;
  /** 1: the file is AES-256-GCM encrypted (see UploadStore); 0: stored before encryption at rest. */
  encrypted: number;
  /** The encrypted document; null for uploads stored before, which live in DATA_DIR/uploads. */
  content: Buffer | null;
}

export interface Database {
  users: UsersTable;
  one_time_codes: OneTimeCodesTable;
  code_tries: CodeTriesTable;
  ended_sessions: EndedSessionsTable;
  pending_signups: PendingSignupsTable;
  submissions: SubmissionsTable;
  uploads: UploadsTable;
  staff_digest: StaffDigestTable;
}
