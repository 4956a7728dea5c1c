import type { Migration, MigrationProvider } from 'kysely';
import type { DatabaseKind } from '../connect';
import { initial } from './001_initial';
import { pendingSignups } from './002_pending_signups';
import { encryptedUploads } from './003_encrypted_uploads';
import { sessionsValidFrom } from './004_sessions_valid_from';
import { uploadContent } from './005_upload_content';
import { staffDigest } from './006_staff_digest';
import { codeTries } from './007_code_tries';
import { endedSessions } from './008_ended_sessions';
import { sessionVersion } from './009_session_version';
import { nationalMobileNumbers } from './010_national_mobile_numbers';
import { newsletterConfirmation } from './011_newsletter_confirmation';
import { inOneTransaction } from './in-one-transaction';

/**
 * Migrations in order, each all or nothing; both databases run the same ones. Add new files here,
 * never edit applied ones.
 */
export function migrationProvider(kind: DatabaseKind): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '001_initial': initial(kind),
    '002_pending_signups': pendingSignups,
    '003_encrypted_uploads': encryptedUploads,
    '004_sessions_valid_from': sessionsValidFrom,
    '005_upload_content': uploadContent(kind),
    '006_staff_digest': staffDigest,
    '007_code_tries': codeTries,
    '008_ended_sessions': endedSessions,
    '009_session_version': sessionVersion,
    '010_national_mobile_numbers': nationalMobileNumbers,
    '011_newsletter_confirmation': newsletterConfirmation,
  };
  return { getMigrations: async () => Object.fromEntries(Object.entries(migrations).map(([name, migration]) => [name, inOneTransaction(migration)])) };
}
