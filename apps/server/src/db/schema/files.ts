import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Metadata of uploaded files; the bytes live behind the storage interface. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  /**
   * avatar and logo are public by their unguessable id (<img> tags send no token); chat
   * attachments are served only to the group's people (/api/groups/:groupId/attachments/:fileId).
   * question: a question's picture (imported from Moodle XML), shown in <img> like an avatar.
   */
  purpose: text('purpose', { enum: ['avatar', 'logo', 'chat', 'question'] }).notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
