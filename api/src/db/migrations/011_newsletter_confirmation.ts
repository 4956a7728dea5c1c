import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A newsletter subscription now waits for its address's owner to confirm it from a mailed link.
 * Those made before were told by mail that the newsletter would come and offered no link to
 * confirm, so they count as confirmed when they were made; each can end it with the link now in
 * the staff's list.
 */
export const newsletterConfirmation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('submissions').addColumn('confirmed_at', 'bigint').execute();
    await sql`update submissions set confirmed_at = created_at where kind = 'newsletter'`.execute(db);
  },
};
