import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Bilingual } from './exams.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Study notes written by an organisation's staff, by subject and (optionally) topic. The body
 * is HTML per language, sanitised on every write, so it is stored ready to render.
 */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    subject: text('subject').notNull(),
    topic: text('topic'),
    title: jsonb('title').$type<Bilingual>().notNull(),
    body: jsonb('body').$type<Bilingual>().notNull(),
    /** Plain-text opening of each language's body, kept for the list. */
    excerpt: jsonb('excerpt').$type<Bilingual>().notNull().default({}),
    /** Stable key of seeded content, so seeding again changes nothing. */
    sourceKey: text('source_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notes_org_subject_topic_idx').on(t.organizationId, t.subject, t.topic),
    uniqueIndex('notes_org_source_key_unique').on(t.organizationId, t.sourceKey),
  ],
);

/**
 * Uploaded PDFs. The bytes live behind the storage interface (DATA_DIR/files); unlike avatars
 * they are not in `files`, whose public route serves anything by id: a PDF is served only
 * through the download route, which checks organisation membership.
 */
export const studyPdfs = pgTable(
  'study_pdfs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    subject: text('subject').notNull(),
    topic: text('topic'),
    title: jsonb('title').$type<Bilingual>().notNull(),
    description: jsonb('description').$type<Bilingual>().notNull().default({}),
    /** The uploader's file name, shown in the list; downloads are named after the title. */
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    sourceKey: text('source_key'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('study_pdfs_org_subject_topic_idx').on(t.organizationId, t.subject, t.topic),
    uniqueIndex('study_pdfs_org_source_key_unique').on(t.organizationId, t.sourceKey),
  ],
);
