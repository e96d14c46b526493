import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDetail, NoteInput, NoteList } from '@pariksha/shared/schemas/notes';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  expectError,
  signIn,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
let admin: string; // Demo Institute admin
let student: string; // Demo Institute student
let learner: string; // default organisation student
let superAdmin: string; // default organisation staff
let other: SecondOrganization;

const note: NoteInput = {
  title: { hi: 'समास के भेद', en: 'Kinds of Samas' },
  subject: 'hindi',
  topic: 'samas',
  body: {
    hi: '<h2>समास</h2><p>दो या अधिक शब्दों के मेल को <strong>समास</strong> कहते हैं।</p>',
    en: '<p>Joining two or more words is <em>samas</em>.</p>',
  },
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin')).token;
  student = (await signIn(t.app, 'student')).token;
  learner = (await signIn(t.app, 'learner')).token;
  superAdmin = (await signIn(t.app, 'superadmin')).token;
  other = await createOrganizationWithMembers(t.app);
});
afterAll(() => t?.close());

const create = (token: string, payload: object = note) =>
  t.app.inject({ method: 'POST', url: '/api/notes', headers: authHeader(token), payload });
const get = (token: string, id: string) => t.app.inject({ method: 'GET', url: `/api/notes/${id}`, headers: authHeader(token) });
const list = async (token: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/notes${query}`, headers: authHeader(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NoteList;
};
async function created(token = admin, payload: object = note): Promise<NoteDetail> {
  const res = await create(token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /api/notes', () => {
  it("stores an admin's note for their organisation and shows it to its students", async () => {
    const n = await created();
    expect(n).toMatchObject({
      title: note.title,
      subject: 'hindi',
      topic: 'samas',
      languages: ['hi', 'en'],
      organizationName: 'Demo Institute',
      isPlatform: false,
      authorName: 'Rajesh Verma',
      canEdit: true,
      excerpt: { hi: 'समास दो या अधिक शब्दों के मेल को समास कहते हैं।', en: 'Joining two or more words is samas.' },
    });
    expect(n.body.hi).toBe(note.body.hi);
    const read: NoteDetail = (await get(student, n.id)).json();
    expect(read).toMatchObject({ id: n.id, canEdit: false, body: n.body });
  });

  it('sanitises the HTML: scripts, event handlers, styles and javascript: links are removed', async () => {
    const n = await created(admin, {
      ...note,
      body: {
        en: [
          '<p style="color:red" onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="https://ncert.nic.in/">that</a></p>',
          '<script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
          '<h1>Top</h1><ul><li>one</li></ul><a href="data:text/html;base64,PHNjcmlwdD4=">data</a>',
        ].join(''),
      },
    });
    const html = n.body.en!;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|style=|<img|<iframe|data:/i);
    expect(html).toContain('<a href="https://ncert.nic.in/" target="_blank" rel="noopener noreferrer nofollow">that</a>');
    expect(html).toContain('<a>this</a>');
    expect(html).toContain('Top'); // a disallowed tag keeps its text
    expect(html).toContain('<ul><li>one</li></ul>');
    expect(n.languages).toEqual(['en']);
    expect(n.body.hi).toBeUndefined();
  });

  it('only lets admins and teachers write notes (a student gets 403)', async () => {
    expectError(await create(student), 403, 'FORBIDDEN');
    expectError(await create(learner), 403, 'FORBIDDEN');
    expectError(await create(other.student.token), 403, 'FORBIDDEN');
  });

  it('answers 400 for bad input', async () => {
    expect(expectError(await create(admin, { ...note, title: {} }), 400, 'VALIDATION_FAILED').message).toContain(
      'Enter a title in Hindi or English',
    );
    expectError(await create(admin, { ...note, subject: 'astrology' }), 400, 'VALIDATION_FAILED');
    expect(expectError(await create(admin, { ...note, topic: 'rivers' }), 400, 'VALIDATION_FAILED').message).toBe(
      'topic: Choose a topic of this subject from the list',
    );
    expectError(await create(admin, { ...note, body: { hi: '<p> </p>', en: '' } }), 400, 'VALIDATION_FAILED');
    // Text only inside a script passes the schema but is empty once sanitised.
    const scriptOnly = expectError(
      await create(admin, { ...note, body: { en: '<script>alert("hi")</script>' } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(scriptOnly.message).toBe('Write the note in Hindi or English');
    expectError(await create(admin, { ...note, body: { en: `<p>${'x'.repeat(100_001)}</p>` } }), 400, 'VALIDATION_FAILED');
    const hi = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { ...authHeader(admin), 'accept-language': 'hi' },
      payload: { ...note, body: {} },
    });
    expect(expectError(hi, 400, 'VALIDATION_FAILED').message).toBe('body: नोट हिंदी या अंग्रेज़ी में लिखें');
  });

  it('lets a platform admin write a note every signed-in user can read', async () => {
    const n = await created(superAdmin, { ...note, title: { en: 'Platform samas note' } });
    expect(n.isPlatform).toBe(true);
    for (const token of [student, learner, other.student.token]) expect((await get(token, n.id)).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/notes', payload: note }), 401, 'UNAUTHORIZED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/notes' }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/notes and /api/notes/:noteId', () => {
  it("lists the caller's organisation's and the platform's notes, never another organisation's", async () => {
    const theirs = await created(other.admin.token, { ...note, title: { en: 'Their private note' } });
    const forStudent = await list(student, '?limit=50');
    expect(forStudent.data.some((n) => n.id === theirs.id)).toBe(false);
    expect(forStudent.data[0]!.organizationName).toBe('Demo Institute');
    expect(forStudent.data.map((n) => n.title.en)).toEqual(
      expect.arrayContaining(['Fundamental Rights at a Glance', 'Blood Relations: A Method That Works']),
    );
    expect(forStudent.canWrite).toBe(false);
    expect((await list(admin)).canWrite).toBe(true);
    const forLearner = await list(learner, '?limit=50');
    expect(forLearner.data.every((n) => n.isPlatform)).toBe(true);
    expect(forLearner.data.map((n) => n.title.en)).not.toContain('Blood Relations: A Method That Works');
  });

  it("answers 404 for another organisation's note, a malformed id 400", async () => {
    const theirs = await created(other.admin.token);
    expectError(await get(student, theirs.id), 404, 'NOT_FOUND');
    expectError(await get(admin, theirs.id), 404, 'NOT_FOUND');
    expectError(await get(student, 'not-an-id'), 400, 'VALIDATION_FAILED');
    expectError(await get(student, crypto.randomUUID()), 404, 'NOT_FOUND');
  });

  it('reads a seeded Hindi note with its table, ready to render', async () => {
    const rivers = (await list(learner, '?subject=indian%20geography&topic=rivers')).data[0]!;
    const detail: NoteDetail = (await get(learner, rivers.id)).json();
    expect(detail.title.hi).toBe('भारत की प्रमुख नदियाँ');
    expect(detail.body.hi).toContain('<table>');
    expect(detail.body.hi).toContain('देवप्रयाग');
  });

  it('filters by subject, topic and a search in Hindi or English', async () => {
    const polity = await list(student, '?subject=polity');
    expect(polity.data.length).toBeGreaterThan(0);
    expect(polity.data.every((n) => n.subject === 'polity')).toBe(true);
    expect((await list(student, '?subject=reasoning&topic=blood%20relations')).total).toBe(1);
    expect((await list(student, `?search=${encodeURIComponent('प्रतिशत')}`)).data.map((n) => n.title.en)).toEqual(['Percentage Shortcuts']);
    expect((await list(student, '?search=RIVERS')).data.map((n) => n.title.en)).toContain('Major Rivers of India');
    expect((await list(student, '?search=100%25')).total).toBe(0); // % is matched literally, not as a wildcard
    expectError(await t.app.inject({ method: 'GET', url: '/api/notes?page=0', headers: authHeader(student) }), 400, 'VALIDATION_FAILED');
  });
});

describe('PUT and DELETE /api/notes/:noteId', () => {
  it('lets staff of the owning organisation edit (sanitised again) and delete', async () => {
    const n = await created();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/notes/${n.id}`,
      headers: authHeader(admin),
      payload: { ...note, title: { hi: 'समास (संशोधित)' }, body: { hi: '<p onmouseover="x()">नया पाठ</p>' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated: NoteDetail = res.json();
    expect(updated.title).toEqual({ hi: 'समास (संशोधित)' });
    expect(updated.body).toEqual({ hi: '<p>नया पाठ</p>' });
    expect(updated.languages).toEqual(['hi']);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/notes/${n.id}`, headers: authHeader(admin) });
    expect(del.statusCode).toBe(200);
    expectError(await get(student, n.id), 404, 'NOT_FOUND');
  });

  it('refuses students (403), other organisations (404) and institute admins on platform notes (403)', async () => {
    const n = await created();
    const put = (token: string, id = n.id) =>
      t.app.inject({ method: 'PUT', url: `/api/notes/${id}`, headers: authHeader(token), payload: note });
    const del = (token: string, id = n.id) => t.app.inject({ method: 'DELETE', url: `/api/notes/${id}`, headers: authHeader(token) });
    expectError(await put(student), 403, 'FORBIDDEN');
    expectError(await del(student), 403, 'FORBIDDEN');
    expectError(await put(other.admin.token), 404, 'NOT_FOUND');
    expectError(await del(other.admin.token), 404, 'NOT_FOUND');
    const platform = (await list(admin)).data.find((x) => x.isPlatform)!;
    expect(platform.canEdit).toBe(false);
    expectError(await put(admin, platform.id), 403, 'FORBIDDEN');
    expectError(await del(admin, platform.id), 403, 'FORBIDDEN');
    expect((await get(student, n.id)).json().title).toEqual(note.title);
    expectError(await put(admin, crypto.randomUUID()), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({ method: 'PUT', url: `/api/notes/${n.id}`, headers: authHeader(admin), payload: { ...note, subject: '' } }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
