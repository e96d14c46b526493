import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { NoteDetail, NoteList, NoteListQuery, NoteSummary, NoteValues } from '@pariksha/shared/schemas/notes';
import type { Db } from '../../db/client.ts';
import { notes, organizations, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isStaff, type AuthUser } from '../../plugins/auth.ts';
import { canManage, isVisible, ownFirst, requireOwnOrganization, requireStaff, searchIn, visibleTo } from './access.ts';
import { prepareBodyOffThread } from './sanitize.ts';
import { requireItemAccess } from '../payments/entitlements.ts';

type NoteRow = typeof notes.$inferSelect;
type Joined = { note: NoteRow; organizationName: string | null; authorName: string | null };

const languagesOf = (body: NoteRow['body']) => (['hi', 'en'] as const).filter((l) => Boolean(body[l]));

function toSummary(user: AuthUser, { note, organizationName, authorName }: Joined): NoteSummary {
  return {
    id: note.id,
    title: note.title,
    subject: note.subject,
    topic: note.topic,
    excerpt: note.excerpt,
    languages: languagesOf(note.body),
    organizationId: note.organizationId,
    organizationName: organizationName ?? '',
    isPlatform: note.organizationId === DEFAULT_ORG_ID,
    authorName,
    updatedAt: note.updatedAt.toISOString(),
    canEdit: canManage(user, note.organizationId),
  };
}

const joinedSelect = (db: Db) =>
  db
    .select({ note: notes, organizationName: organizations.name, authorName: users.name })
    .from(notes)
    .leftJoin(organizations, eq(organizations.id, notes.organizationId))
    .leftJoin(users, eq(users.id, notes.createdBy));

export async function listNotes(db: Db, user: AuthUser, query: NoteListQuery): Promise<NoteList> {
  const filters: SQL[] = [visibleTo(user, notes.organizationId)];
  if (query.subject) filters.push(eq(notes.subject, query.subject));
  if (query.topic) filters.push(eq(notes.topic, query.topic));
  if (query.search) filters.push(searchIn(query.search, notes.title, notes.excerpt));
  const where = and(...filters);
  const rows = await joinedSelect(db)
    .where(where)
    .orderBy(ownFirst(user, notes.organizationId), desc(notes.updatedAt), desc(notes.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [{ total }] = await db.select({ total: count() }).from(notes).where(where);
  return { data: rows.map((r) => toSummary(user, r)), total, page: query.page, limit: query.limit, canWrite: isStaff(user) };
}

async function findVisible(db: Db, user: AuthUser, id: string): Promise<Joined> {
  const [row] = await joinedSelect(db).where(eq(notes.id, id));
  if (!row || !isVisible(user, row.note.organizationId)) throw notFound('Note');
  return row;
}

export async function getNote(db: Db, user: AuthUser, id: string): Promise<NoteDetail> {
  const row = await findVisible(db, user, id);
  // A note a plan sells is read only with an entitlement (payments, 402).
  await requireItemAccess(db, user, { kind: 'note', id, organizationId: row.note.organizationId });
  return { ...toSummary(user, row), body: row.note.body };
}

/** Title trimmed to what was filled, body sanitised (in a worker thread), excerpt derived: the stored form of a note. */
export async function noteValues(input: NoteValues) {
  const { body, excerpt } = await prepareBodyOffThread(input.body);
  // A body of nothing but scripts or styles passes the schema and is empty once sanitised.
  if (!body.hi && !body.en) throw badRequest('Write the note in Hindi or English');
  const title = Object.fromEntries(Object.entries(input.title).filter(([, v]) => v)) as NoteRow['title'];
  return { title, subject: input.subject, topic: input.topic || null, body, excerpt };
}

export async function createNote(db: Db, user: AuthUser, input: NoteValues): Promise<NoteDetail> {
  requireStaff(user);
  const [row] = await db
    .insert(notes)
    .values({ ...(await noteValues(input)), organizationId: user.organizationId, createdBy: user.id, updatedBy: user.id })
    .returning({ id: notes.id });
  return getNote(db, user, row.id);
}

export async function updateNote(db: Db, user: AuthUser, id: string, input: NoteValues): Promise<NoteDetail> {
  requireStaff(user);
  const { note } = await findVisible(db, user, id);
  requireOwnOrganization(user, note.organizationId);
  await db
    .update(notes)
    .set({ ...(await noteValues(input)), updatedBy: user.id, updatedAt: new Date() })
    .where(and(eq(notes.id, id), eq(notes.organizationId, user.organizationId)));
  return getNote(db, user, id);
}

export async function deleteNote(db: Db, user: AuthUser, id: string) {
  requireStaff(user);
  const { note } = await findVisible(db, user, id);
  requireOwnOrganization(user, note.organizationId);
  await db.delete(notes).where(and(eq(notes.id, id), eq(notes.organizationId, user.organizationId)));
  return { ok: true as const };
}
