import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, WebSocketRoute } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { baseURL } from '../env.ts';
import {
  DEMO_PASSWORD,
  demo,
  expect,
  newContext,
  newUser,
  signUpByApi,
  test,
  unique,
  useSessionIn,
  type AuthResponse,
  type NewUser,
} from '../fixtures.ts';

/**
 * Group chat (/group-chat/:groupId): an admin makes a batch group with two students; the two, in
 * two browsers, chat live (typing, send, reply, edit, delete, react, "seen"); one goes offline
 * and catches up when back; what one sends while the socket is down waits in the outbox (even
 * across a reload) and goes when it is back. Screenshots of a busy chat go to /tmp.
 */

const DEMO_INVITE = 'DEMO2026';

async function demoStudent(page: Page, prefix: string, name?: string): Promise<{ user: NewUser; auth: AuthResponse }> {
  const user = { ...newUser(prefix), ...(name ? { name } : {}) };
  const auth = await signUpByApi(page, user, { inviteCode: DEMO_INVITE });
  return { user, auth };
}

async function signInApi(page: Page, identifier: string): Promise<AuthResponse> {
  const res = await page.request.post('/api/auth/signin', { data: { identifier, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()) as AuthResponse;
}

async function createGroup(page: Page, admin: AuthResponse, name: string, memberIds: string[]): Promise<string> {
  const res = await page.request.post('/api/groups', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name, description: 'रोज़ सुबह 7 बजे', isBatch: true, memberIds },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A socket of our own, for writing messages into a chat the pages then show. */
async function chatSocket(auth: AuthResponse): Promise<Socket> {
  const socket = io(baseURL, { transports: ['websocket'], auth: { token: auth.token, language: 'en' }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function say(socket: Socket, groupId: string, text: string, extra: Record<string, unknown> = {}): Promise<{ id: string }> {
  const ack = await socket.timeout(10_000).emitWithAck('sendMessage', { groupId, text, clientId: unique('c'), ...extra });
  expect(ack.ok, JSON.stringify(ack)).toBe(true);
  return ack.message as { id: string };
}

/** Marks a group read up to a message for a user, as their open chat would, and waits until the server counts it. */
async function readUpTo(page: Page, auth: AuthResponse, groupId: string, messageId: string) {
  const reader = await chatSocket(auth);
  const ack = await reader.timeout(10_000).emitWithAck('markAsRead', { groupId, messageId });
  expect(ack.ok, JSON.stringify(ack)).toBe(true);
  reader.disconnect();
  const unread = async () => {
    const res = await page.request.get(`/api/groups/${groupId}`, { headers: { authorization: `Bearer ${auth.token}` } });
    return ((await res.json()) as { unreadCount: number }).unreadCount;
  };
  await expect.poll(unread).toBe(0);
}

/** A message's bubble by its text (the message itself comes before any reply quoting it). */
const bubble = (page: Page, text: string | RegExp) => page.getByRole('article').filter({ hasText: text }).first();
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const connected = (page: Page) => page.getByRole('status', { name: 'Connection: Connected' });

async function openActions(page: Page, text: string) {
  await bubble(page, text)
    .getByRole('button', { name: /^Actions for the message from/ })
    .click();
  return page.getByRole('dialog', { name: 'Message actions' });
}

/**
 * Every socket.io connection of a context goes through here, so the test can cut it: `down()`
 * closes the open ones and refuses new ones until `up()` (the browser itself stays online).
 */
async function cuttableSockets(context: BrowserContext) {
  let blocked = false;
  const open = new Set<WebSocketRoute>();
  await context.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (blocked) {
      void ws.close();
      return;
    }
    ws.connectToServer();
    open.add(ws);
  });
  return {
    down: async () => {
      blocked = true;
      // Closing the page's side closes the server's too (Playwright forwards it).
      for (const ws of [...open]) await ws.close().catch(() => undefined);
      open.clear();
    },
    up: () => {
      blocked = false;
    },
  };
}

async function studentPage(browser: Browser, auth: AuthResponse, groupId: string, lang: 'en' | 'hi' = 'en') {
  const context = await newContext(browser, { lang });
  const page = await context.newPage();
  await useSessionIn(page, auth, `/group-chat/${groupId}`, lang);
  return { context, page };
}

test('two students chat live: typing, send, reply, edit, delete, react, seen; offline and back; the outbox survives a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const asha = await demoStudent(page, 'asha');
  const ravi = await demoStudent(page, 'ravi');
  const admin = await signInApi(page, demo.admin);
  const name = `Chat Batch ${unique('g').slice(-6)}`;
  const groupId = await createGroup(page, admin, name, [asha.auth.user.id, ravi.auth.user.id]);

  const a = await studentPage(browser, asha.auth, groupId);
  const cut = await cuttableSockets(a.context);
  await a.page.reload();
  const b = await studentPage(browser, ravi.auth, groupId);
  for (const p of [a.page, b.page]) {
    await expect(p.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(p.getByText('3 members')).toBeVisible();
    await expect(connected(p)).toBeVisible();
    await expect(p.getByRole('heading', { name: 'No messages yet — say hello' })).toBeVisible();
  }

  // Typing shows on the other side, and goes when the message is sent.
  await composer(a.page).pressSequentially('नमस्ते सबको 🙏');
  await expect(b.page.getByText(`${asha.user.name} is typing…`)).toBeVisible();
  await composer(a.page).press('Enter');
  await expect(bubble(b.page, 'नमस्ते सबको 🙏')).toContainText(asha.user.name);
  await expect(b.page.getByText(/is typing…/)).toBeHidden();
  await expect(
    bubble(a.page, 'नमस्ते सबको 🙏')
      .getByRole('img', { name: 'Sent' })
      .or(bubble(a.page, 'नमस्ते सबको 🙏').getByRole('img', { name: 'Seen' })),
  ).toBeVisible();
  // Ravi has it on screen: Asha sees it seen.
  await expect(bubble(a.page, 'नमस्ते सबको 🙏')).toContainText('Seen by 1');

  // Ravi replies, with a link.
  await (await openActions(b.page, 'नमस्ते सबको 🙏')).getByRole('button', { name: 'Reply' }).click();
  await expect(b.page.getByText(`Replying to ${asha.user.name}`)).toBeVisible();
  await composer(b.page).fill('Hello! Notes: https://example.com/ssc-notes');
  await composer(b.page).press('Enter');
  const reply = bubble(a.page, 'Hello! Notes:');
  await expect(reply.getByRole('button', { name: `Go to the message ${asha.user.name} wrote` })).toBeVisible();
  await expect(reply.getByRole('link', { name: 'https://example.com/ssc-notes' })).toHaveAttribute('rel', 'noopener noreferrer');

  // Asha reacts; Ravi sees the count.
  await (await openActions(a.page, 'Hello! Notes:')).getByRole('button', { name: 'React with 👍' }).click();
  await expect(bubble(b.page, 'Hello! Notes:').getByRole('button', { name: /👍: 1 reaction/ })).toBeVisible();
  await expect(bubble(a.page, 'Hello! Notes:').getByRole('button', { name: /👍: 1 reaction, yours/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Ravi edits his message; Asha sees the new text, marked edited, and the quote keeps up.
  await (await openActions(b.page, 'Hello! Notes:')).getByRole('button', { name: 'Edit' }).click();
  await expect(composer(b.page)).toHaveValue('Hello! Notes: https://example.com/ssc-notes');
  await composer(b.page).fill('Hello Asha! Notes: https://example.com/ssc-notes');
  await b.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(bubble(a.page, 'Hello Asha!')).toContainText('edited');

  // Asha deletes her first message; it goes for Ravi too, and so does its quote.
  await (await openActions(a.page, 'नमस्ते सबको 🙏')).getByRole('button', { name: 'Delete' }).click();
  await a.page.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(b.page.getByText('This message was deleted')).toBeVisible();
  await expect(b.page.getByText('नमस्ते सबको 🙏')).toHaveCount(0);
  await expect(bubble(b.page, 'Hello Asha!')).toContainText('Deleted message');

  // Asha goes offline (the no-internet page, spec 2.6); Ravi writes; back online she has it.
  await a.context.setOffline(true);
  await expect(a.page.getByRole('alert')).toBeVisible();
  await composer(b.page).fill('Kal ka test 10 baje hai — कल का टेस्ट 10 बजे');
  await composer(b.page).press('Enter');
  await expect(bubble(b.page, 'Kal ka test').getByRole('img', { name: /Sent|Seen/ })).toBeVisible();
  await a.context.setOffline(false);
  await expect(bubble(a.page, 'Kal ka test')).toBeVisible();
  await expect(connected(a.page)).toBeVisible();

  // The socket drops while the browser stays online: what Asha sends waits with a clock, stays
  // through a reload, and goes once the socket is back, stored once.
  await cut.down();
  await expect(a.page.getByRole('status', { name: /Connection: (Connecting…|Offline)/ })).toBeVisible();
  await composer(a.page).fill('ठीक है, मैं आऊँगी');
  await composer(a.page).press('Enter');
  await expect(bubble(a.page, 'ठीक है, मैं आऊँगी').getByRole('img', { name: 'Waiting to send' })).toBeVisible();
  await a.page.reload();
  await expect(bubble(a.page, 'ठीक है, मैं आऊँगी').getByRole('img', { name: 'Waiting to send' })).toBeVisible();
  await expect(b.page.getByText('ठीक है, मैं आऊँगी')).toHaveCount(0);
  cut.up();
  // The client may have given up meanwhile: the page's Reconnect button brings it back.
  const reconnect = a.page.getByRole('button', { name: 'Reconnect' });
  await expect(connected(a.page).or(reconnect)).toBeVisible({ timeout: 20_000 });
  if (await reconnect.isVisible()) await reconnect.click();
  await expect(bubble(b.page, 'ठीक है, मैं आऊँगी')).toBeVisible({ timeout: 20_000 });
  await expect(bubble(a.page, 'ठीक है, मैं आऊँगी').getByRole('img', { name: /Sent|Seen/ })).toBeVisible();
  await b.page.reload();
  await expect(b.page.getByText('ठीक है, मैं आऊँगी')).toHaveCount(1);

  await a.context.close();
  await b.context.close();
});

test('an image and a PDF go through the upload route and open for the other member', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const asha = await demoStudent(page, 'asha', 'Asha Verma');
  const ravi = await demoStudent(page, 'ravi', 'Ravi Kumar');
  const admin = await signInApi(page, demo.admin);
  const groupId = await createGroup(page, admin, `Files ${unique('g').slice(-6)}`, [asha.auth.user.id, ravi.auth.user.id]);
  const a = await studentPage(browser, asha.auth, groupId);
  const b = await studentPage(browser, ravi.auth, groupId);
  await expect(connected(a.page)).toBeVisible();
  const file = a.page.getByTestId('chat-file-input');

  // The type is checked before anything is uploaded (and again by the server, by the bytes).
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(a.page.getByText('Attach an image (PNG, JPEG, WebP) or a PDF.')).toBeVisible();

  const png = await a.page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 140 } });
  await file.setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: png });
  await expect(a.page.getByRole('button', { name: 'Remove the attachment board.png' })).toBeVisible();
  await composer(a.page).fill('आज का board');
  await composer(a.page).press('Enter');
  const image = bubble(b.page, 'आज का board').getByRole('img', { name: 'Image from Asha Verma' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await file.setInputFiles({
    name: 'syllabus.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(a.page.getByRole('button', { name: 'Remove the attachment syllabus.pdf' })).toBeVisible();
  await a.page.getByRole('button', { name: 'Send' }).click();
  const pdf = b.page.getByRole('button', { name: /^Download the PDF from Asha Verma/ });
  await expect(pdf).toBeVisible();
  const download = b.page.waitForEvent('download');
  await pdf.click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await a.context.close();
  await b.context.close();
});

test('older messages load on scrolling up without moving the view; a new message while reading offers "jump to newest"', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const asha = await demoStudent(page, 'asha', 'Asha Verma');
  const admin = await signInApi(page, demo.admin);
  const groupId = await createGroup(page, admin, `History ${unique('g').slice(-6)}`, [asha.auth.user.id]);
  // Each socket may send 20 at once (the server's rate limit): a few sockets write the history.
  const writers = await Promise.all(Array.from({ length: 4 }, () => chatSocket(admin)));
  const teacher = writers[0]!;
  let last = { id: '' };
  for (let i = 1; i <= 70; i++) last = await say(writers[Math.floor((i - 1) / 18)]!, groupId, `Question ${i}: ${'अभ्यास '.repeat(i % 4)}`);
  // Asha has read them all (else the page would open at the first unread, 70 back: see the next test).
  await readUpTo(page, asha.auth, groupId, last.id);
  const { context, page: view } = await studentPage(browser, asha.auth, groupId);
  await expect(view.getByText('Question 70:')).toBeVisible();
  await expect(connected(view)).toBeVisible();
  const log = view.getByRole('log', { name: 'Messages' });
  // The newest page is 50: Question 21 is the oldest loaded. At the top, the next page comes in above.
  await expect(view.getByText('Question 20:')).toHaveCount(0);
  // One jump to the top, as a flick would: two scroll steps raced the older page's arrival under
  // load (the second undid the restored position).
  await log.evaluate((el) => el.scrollTo(0, 0));
  await expect(view.getByText('This is where the chat begins.')).toBeAttached();
  await expect(view.getByText('Question 1:', { exact: false }).first()).toBeAttached();
  // The view stayed with what the reader was looking at, not jumped to the very top.
  // The position is restored in the frame after the older page renders: poll, do not sample once.
  await expect.poll(() => log.evaluate((el) => el.scrollTop)).toBeGreaterThan(200);
  await expect(view.getByText('Question 21:')).toBeInViewport();

  // Reading history when a new message comes: it is counted on the button, which goes to it.
  await say(teacher, groupId, 'नया सवाल आया है');
  const jump = view.getByRole('button', { name: /^Jump to the newest message: 1 new message/ });
  await expect(jump).toBeVisible();
  await jump.click();
  await expect(view.getByText('नया सवाल आया है')).toBeInViewport();
  await expect(jump).toBeHidden();
  for (const w of writers) w.disconnect();
  await context.close();
});

test('a chat with more unread messages than one page opens at the first unread one, below the divider', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const asha = await demoStudent(page, 'asha', 'Asha Verma');
  const admin = await signInApi(page, demo.admin);
  const groupId = await createGroup(page, admin, `Unread ${unique('g').slice(-6)}`, [asha.auth.user.id]);
  const writers = await Promise.all(Array.from({ length: 4 }, () => chatSocket(admin)));
  // 60 unread: the newest page holds 50, so the first unread one is on the page before.
  for (let i = 1; i <= 60; i++) await say(writers[Math.floor((i - 1) / 18)]!, groupId, `Notice ${i}: पढ़ें`);
  const { context, page: view } = await studentPage(browser, asha.auth, groupId);
  const divider = view.getByRole('separator', { name: 'Unread messages' });
  await expect(divider).toBeInViewport();
  await expect(view.getByText('Notice 1:')).toBeInViewport();
  await expect(view.getByText('Notice 60:')).not.toBeInViewport();
  for (const w of writers) w.disconnect();
  await context.close();
});

test('a student cannot open the chat of a group they are not in', async ({ page }) => {
  const outsider = await demoStudent(page, 'out');
  const member = await demoStudent(page, 'in');
  const admin = await signInApi(page, demo.admin);
  const groupId = await createGroup(page, admin, `Closed ${unique('g').slice(-6)}`, [member.auth.user.id]);
  await useSessionIn(page, outsider.auth, `/group-chat/${groupId}`);
  await expect(page.getByText('This group was not found, or you are not in it.')).toBeVisible();
});

for (const lang of ['en', 'hi'] as const) {
  for (const width of [360, 1280] as const) {
    test(`screenshots of a busy chat at ${width}px in ${lang}`, async ({ page, browser }) => {
      test.setTimeout(90_000);
      const priya = await demoStudent(page, 'priya', 'Priya Sharma');
      const ravi = await demoStudent(page, 'ravi', 'Ravi Kumar');
      const admin = await signInApi(page, demo.admin);
      const groupId = await createGroup(page, admin, `SSC CGL 2026 — सुबह बैच ${lang} ${width}`, [priya.auth.user.id, ravi.auth.user.id]);
      const [teacher, p, r] = await Promise.all([chatSocket(admin), chatSocket(priya.auth), chatSocket(ravi.auth)]);
      for (const s of [teacher, p, r]) await s.timeout(10_000).emitWithAck('joinGroup', { groupId });
      const notice = await say(teacher, groupId, 'सुप्रभात! आज 7 बजे reasoning का mock test है। Syllabus: https://example.com/ssc/syllabus');
      await say(p, groupId, 'Good morning sir 🙏 क्या calculator allowed है?');
      await say(teacher, groupId, 'नहीं, calculator की अनुमति नहीं है।');
      const question = await say(r, groupId, 'Sir, पिछले हफ़्ते के notes कहाँ मिलेंगे?');
      await say(teacher, groupId, 'Notes ग्रुप में PDF के रूप में डाल दिए हैं, देख लो।', { replyToId: question.id });
      const typo = await say(p, groupId, 'Thank you sir! मैं तैयार हूँ 💪');
      await p.timeout(10_000).emitWithAck('editMessage', { groupId, messageId: typo.id, text: 'Thank you sir! मैं पूरी तरह तैयार हूँ 💪' });
      const oops = await say(r, groupId, 'galti se bheja');
      await r.timeout(10_000).emitWithAck('deleteMessage', { groupId, messageId: oops.id });
      for (const [s, emoji] of [
        [p, '👍'],
        [r, '👍'],
        [r, '🙏'],
      ] as const)
        await s.timeout(10_000).emitWithAck('addReaction', { groupId, messageId: notice.id, emoji });
      await say(
        p,
        groupId,
        'एक लंबा सवाल: अगर किसी संख्या का 40% उसके 25% से 30 ज़्यादा है, तो वह संख्या क्या है? मैंने 200 निकाला पर answer key में 250 है — कृपया समझा दीजिए।',
      );
      const last = await say(teacher, groupId, 'शाम को doubt class में समझाऊँगा।');
      await p.timeout(10_000).emitWithAck('markAsRead', { groupId, messageId: last.id });

      // Ravi reads it; Priya is typing.
      const context = await newContext(browser, { lang, viewport: { width, height: width === 360 ? 780 : 800 } });
      const view = await context.newPage();
      await useSessionIn(view, ravi.auth, `/group-chat/${groupId}`, lang);
      await expect(view.getByRole('article').filter({ hasText: 'doubt class' })).toBeVisible();
      await expect(view.getByRole('status', { name: lang === 'en' ? 'Connection: Connected' : 'कनेक्शन: जुड़े हुए' })).toBeVisible();
      await p.timeout(10_000).emitWithAck('typingStart', { groupId });
      await expect(view.getByText(/(is typing|लिख रहे हैं)/)).toBeVisible();
      await view
        .getByRole('textbox', { name: lang === 'en' ? 'Message' : 'संदेश' })
        .fill(lang === 'en' ? 'Thank you sir, see you in class' : 'धन्यवाद सर, क्लास में मिलते हैं');
      const overflow = await view.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await view.waitForTimeout(300);
      await view.screenshot({ path: `/tmp/chat-${lang}-${width}.png`, animations: 'disabled' });
      // The newest messages, and the top of the history.
      await view.getByRole('log').evaluate((el) => (el.scrollTop = el.scrollHeight));
      await view.waitForTimeout(300);
      await view.screenshot({ path: `/tmp/chat-bottom-${lang}-${width}.png`, animations: 'disabled' });
      await view.getByRole('log').evaluate((el) => (el.scrollTop = 0));
      await view.waitForTimeout(300);
      await view.screenshot({ path: `/tmp/chat-top-${lang}-${width}.png`, animations: 'disabled' });
      if (width === 360) {
        const results = await new AxeBuilder({ page: view }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.impact} ${v.id}: ${v.help} (${v.nodes
                .map((n) => n.target.join(' ') + ' ' + n.html.slice(0, 200) + ' ' + n.failureSummary)
                .slice(0, 5)
                .join(', ')})`,
          );
        expect(serious, serious.join('\n')).toEqual([]);
      }
      for (const s of [teacher, p, r]) s.disconnect();
      await context.close();
    });
  }
}
