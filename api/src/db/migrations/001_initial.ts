import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connect';

export const initial = (kind: DatabaseKind): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('mobile', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('verified', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();

    await db.schema
      .createTable('one_time_codes')
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('sent_at', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('one_time_codes_pk', ['user_id', 'purpose'])
      .execute();

    await db.schema
      .createTable('uploads')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('content_type', 'text', (column) => column.notNull())
      .addColumn('size_bytes', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('submissions')
      // The one place the databases differ: how an auto-incrementing key is spelled.
      .addColumn('seq', kind === 'postgres' ? 'bigserial' : 'integer', (column) =>
        kind === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
      )
      .addColumn('id', 'text', (column) => column.notNull().unique())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('search_text', 'text', (column) => column.notNull())
      .addColumn('secret', 'text')
      .addColumn('upload_id', 'text', (column) => column.references('uploads.id'))
      .addColumn('dedupe_key', 'text')
      // NULLs are distinct in a unique constraint on both databases, so only keyed kinds dedupe.
      .addUniqueConstraint('submissions_kind_dedupe_key', ['kind', 'dedupe_key'])
      .execute();
    await db.schema.createIndex('submissions_kind_created_at').on('submissions').columns(['kind', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('submissions').execute();
    await db.schema.dropTable('uploads').execute();
    await db.schema.dropTable('one_time_codes').execute();
    await db.schema.dropTable('users').execute();
  },
});
