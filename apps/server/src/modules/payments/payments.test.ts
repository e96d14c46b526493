import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@pariksha/shared/schemas/auth';
import type { OrderCreated, Plan } from '@pariksha/shared/schemas/payments';
import { entitlements, paymentOrders } from '../../db/schema/index.ts';
import {
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  DEFAULT_ORG_ID,
  DEMO_ORG_ID,
  expectError,
  signIn,
  signUp,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';
import { createExamFixture, type ExamFixture } from '../attempts/test-fixtures.ts';
import { hmacHex } from './signature.ts';

let t: TestApp;
let app: FastifyInstance;
let admin: AuthResponse;
let other: SecondOrganization;
let paidExam: ExamFixture;
let plan: Plan;

const planBody = (examId: string, extra: Record<string, unknown> = {}) => ({
  name: { hi: 'टेस्ट प्लान', en: 'Test plan' },
  description: { en: 'All paid tests' },
  pricePaise: 49_900,
  period: 'monthly',
  gstRateBps: 1800,
  gstInclusive: true,
  unlocks: { examIds: [examId] },
  ...extra,
});

async function newStudent() {
  return signUp(app, { inviteCode: 'DEMO2026' });
}

async function order(token: string, planId = plan.id, on = app): Promise<OrderCreated> {
  const res = await on.inject({ method: 'POST', url: '/api/payments/orders', headers: authHeader(token), payload: { planId } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function payWithTestProvider(token: string) {
  const o = await order(token);
  const done = await app.inject({ method: 'POST', url: `/api/payments/test/orders/${o.orderId}/complete`, headers: authHeader(token) });
  expect(done.statusCode, done.body).toBe(200);
  const verified = await app.inject({ method: 'POST', url: '/api/payments/verify', headers: authHeader(token), payload: done.json() });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json();
}

const start = (token: string, setId = paidExam.setId) =>
  app.inject({ method: 'POST', url: `/api/exam-sets/${setId}/attempts`, headers: authHeader(token), payload: { language: 'en' } });

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app, 'admin');
  other = await createOrganizationWithMembers(app);
  paidExam = await createExamFixture(t.db, { organizationId: DEMO_ORG_ID, visibility: 'paid', title: 'Paid series' });
  const res = await app.inject({ method: 'POST', url: '/api/plans', headers: authHeader(admin.token), payload: planBody(paidExam.examId) });
  expect(res.statusCode, res.body).toBe(201);
  plan = res.json();
}, 60_000);

afterAll(() => t?.close());

describe('plans', () => {
  it('has the demo plans: the platform’s for everyone, Demo Institute’s for its members', async () => {
    const anon = (await app.inject({ method: 'GET', url: '/api/plans' })).json().data as Plan[];
    expect(anon.map((p) => p.name.en)).toContain('Premium Monthly');
    expect(anon.find((p) => p.name.en === 'Premium Monthly')?.mine).toBeNull();
    const student = await signIn(app, 'student');
    const mine = (await app.inject({ method: 'GET', url: '/api/plans', headers: authHeader(student.token) })).json().data as Plan[];
    const institute = mine.find((p) => p.name.en === 'Institute Test Series')!;
    expect(institute).toMatchObject({ period: 'oneTime', gstInclusive: false, gst: { taxablePaise: 49_900, totalPaise: 58_882 } });
    expect(institute.unlocks.examIds).toHaveLength(1);
  });

  it('computes GST on the listed price and lists the organisation’s and the platform’s plans', async () => {
    expect(plan.gst).toMatchObject({ totalPaise: 49_900, taxablePaise: 42_288, cgstPaise: 3_806, sgstPaise: 3_806 });
    const student = await signIn(app, 'student');
    const res = await app.inject({ method: 'GET', url: '/api/plans', headers: authHeader(student.token) });
    const ids = res.json().data.map((p: Plan) => p.organizationId);
    expect(ids).toContain(DEMO_ORG_ID);
    expect(ids.indexOf(DEMO_ORG_ID)).toBeLessThan(ids.lastIndexOf(DEFAULT_ORG_ID) === -1 ? Infinity : ids.lastIndexOf(DEFAULT_ORG_ID));
    const anon = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(anon.json().data.every((p: Plan) => p.organizationId === DEFAULT_ORG_ID)).toBe(true);
  });

  it('does not list, edit or sell another organisation’s plans', async () => {
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/plans?organizationId=${DEMO_ORG_ID}`,
      headers: authHeader(other.student.token),
    });
    expectError(theirs, 404, 'NOT_FOUND');
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/plans/${plan.id}`,
      headers: authHeader(other.admin.token),
      payload: { pricePaise: 100 },
    });
    expectError(edit, 404, 'NOT_FOUND');
    const retire = await app.inject({ method: 'DELETE', url: `/api/plans/${plan.id}`, headers: authHeader(other.admin.token) });
    expectError(retire, 404, 'NOT_FOUND');
    const buy = await app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: authHeader(other.student.token),
      payload: { planId: plan.id },
    });
    expectError(buy, 404, 'NOT_FOUND');
  });

  it('refuses a plan unlocking another organisation’s exam, students managing plans, and bad input', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers: authHeader(other.admin.token),
      payload: planBody(paidExam.examId),
    });
    expectError(res, 400, 'VALIDATION_FAILED');
    const student = await signIn(app, 'student');
    expectError(
      await app.inject({ method: 'POST', url: '/api/plans', headers: authHeader(student.token), payload: planBody(paidExam.examId) }),
      403,
      'FORBIDDEN',
    );
    const bad = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers: authHeader(admin.token),
      payload: planBody(paidExam.examId, { pricePaise: 10.5, gstRateBps: 1700 }),
    });
    expectError(bad, 400, 'VALIDATION_FAILED');
    const platform = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers: authHeader(admin.token),
      payload: planBody(paidExam.examId, { platform: true }),
    });
    expectError(platform, 403, 'FORBIDDEN');
  });

  it('refuses an order for a retired plan, and keeps what was bought with it', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers: authHeader(admin.token),
      payload: planBody(paidExam.examId),
    });
    const p: Plan = created.json();
    const retired = await app.inject({ method: 'DELETE', url: `/api/plans/${p.id}`, headers: authHeader(admin.token) });
    expect(retired.json().retired).toBe(true);
    const student = await signIn(app, 'student');
    expectError(
      await app.inject({ method: 'POST', url: '/api/payments/orders', headers: authHeader(student.token), payload: { planId: p.id } }),
      409,
      'CONFLICT',
    );
  });
});

describe('buying with the test provider', () => {
  it('locks the paid exam (402, bilingual), grants once after a verified payment, and issues a GST receipt', async () => {
    const student = await newStudent();
    const refused = await start(student.token);
    expectError(refused, 402, 'PAYMENT_REQUIRED');
    const hindi = await app.inject({
      method: 'POST',
      url: `/api/exam-sets/${paidExam.setId}/attempts`,
      headers: { ...authHeader(student.token), 'accept-language': 'hi' },
    });
    expect(hindi.json().error.message).toMatch(/सशुल्क/);

    const result = await payWithTestProvider(student.token);
    expect(result.status).toBe('paid');
    expect(result.entitlement.active).toBe(true);
    expect(result.payment.receipt).toMatchObject({
      sac: '999293',
      taxablePaise: 42_288,
      cgstPaise: 3_806,
      sgstPaise: 3_806,
      totalPaise: 49_900,
    });
    expect(result.payment.receipt.invoiceNumber).toMatch(/^\d{4}-\d{2}\/\d{6}$/);
    expect((await start(student.token)).statusCode).toBe(201);

    const mine = await app.inject({ method: 'GET', url: '/api/payments/me', headers: authHeader(student.token) });
    expect(mine.json().data[0].status).toBe('paid');
    const ents = await app.inject({ method: 'GET', url: '/api/entitlements/me', headers: authHeader(student.token) });
    expect(ents.json().data).toHaveLength(1);
  });

  it('refuses a bad signature and grants nothing', async () => {
    const student = await newStudent();
    const o = await order(student.token);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: authHeader(student.token),
      payload: { orderId: o.orderId, paymentId: 'test_pay_forged', signature: 'f'.repeat(64) },
    });
    expectError(res, 400, 'VALIDATION_FAILED');
    const rows = await t.db.select().from(entitlements).where(eq(entitlements.userId, student.user.id));
    expect(rows).toHaveLength(0);
    expectError(await start(student.token), 402, 'PAYMENT_REQUIRED');
  });

  it('grants one entitlement when the same verify is sent twice, and refuses another user’s order', async () => {
    const student = await newStudent();
    const o = await order(student.token);
    const done = (
      await app.inject({ method: 'POST', url: `/api/payments/test/orders/${o.orderId}/complete`, headers: authHeader(student.token) })
    ).json();
    const [a, b] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/payments/verify', headers: authHeader(student.token), payload: done }),
      app.inject({ method: 'POST', url: '/api/payments/verify', headers: authHeader(student.token), payload: done }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.db.select().from(entitlements).where(eq(entitlements.userId, student.user.id));
    expect(rows).toHaveLength(1);
    const thief = await app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: authHeader(other.student.token),
      payload: done,
    });
    expectError(thief, 404, 'NOT_FOUND');
  });

  it('records a failed test payment with nothing granted; the same order can still be paid', async () => {
    const student = await newStudent();
    const o = await order(student.token);
    const failed = await app.inject({
      method: 'POST',
      url: `/api/payments/test/orders/${o.orderId}/fail`,
      headers: authHeader(student.token),
    });
    expect(failed.json()).toMatchObject({ status: 'failed', entitlement: null });
    expectError(await start(student.token), 402, 'PAYMENT_REQUIRED');
  });

  it('refuses the paid exam again once the entitlement has expired', async () => {
    const student = await newStudent();
    await payWithTestProvider(student.token);
    expect((await start(student.token)).statusCode).toBe(201);
    await t.db
      .update(entitlements)
      .set({ startsAt: new Date(Date.now() - 40 * 86_400_000), endsAt: new Date(Date.now() - 1000) })
      .where(eq(entitlements.userId, student.user.id));
    expectError(await start(student.token), 402, 'PAYMENT_REQUIRED');
  });

  it('starts a trial without payment, once', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers: authHeader(admin.token),
      payload: planBody(paidExam.examId, { trialDays: 7 }),
    });
    const student = await newStudent();
    const first = await app.inject({
      method: 'POST',
      url: '/api/payments/trials',
      headers: authHeader(student.token),
      payload: { planId: created.json().id },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((await start(student.token)).statusCode).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: '/api/payments/trials',
      headers: authHeader(student.token),
      payload: { planId: created.json().id },
    });
    expectError(again, 409, 'CONFLICT');
  });

  it('shows admins revenue by month and records a refund by hand, which ends the access', async () => {
    const student = await newStudent();
    const paid = await payWithTestProvider(student.token);
    const report = await app.inject({ method: 'GET', url: '/api/payments/organization', headers: authHeader(admin.token) });
    expect(report.statusCode).toBe(200);
    expect(report.json().months[0].grossPaise).toBeGreaterThanOrEqual(49_900);
    const refund = await app.inject({
      method: 'POST',
      url: `/api/payments/${paid.payment.id}/refunds`,
      headers: authHeader(admin.token),
      payload: {},
    });
    expect(refund.json()).toMatchObject({ status: 'refunded', refundedPaise: 49_900 });
    expectError(await start(student.token), 402, 'PAYMENT_REQUIRED');
    const theirs = await app.inject({
      method: 'POST',
      url: `/api/payments/${paid.payment.id}/refunds`,
      headers: authHeader(other.admin.token),
      payload: {},
    });
    expectError(theirs, 404, 'NOT_FOUND');
    const otherReport = await app.inject({ method: 'GET', url: '/api/payments/organization', headers: authHeader(other.admin.token) });
    expect(otherReport.json().payments).toHaveLength(0);
  });

  it('numbers receipts in sequence per organisation', async () => {
    const a = await payWithTestProvider((await newStudent()).token);
    const b = await payWithTestProvider((await newStudent()).token);
    const n = (r: { payment: { receipt: { invoiceNumber: string } } }) => Number(r.payment.receipt.invoiceNumber.split('/')[1]);
    expect(n(b)).toBe(n(a) + 1);
  });
});

describe('paid notes', () => {
  it('refuses a note a plan sells (402) until the plan is bought; other notes stay open', async () => {
    const create = (title: string) =>
      app.inject({
        method: 'POST',
        url: '/api/notes',
        headers: authHeader(admin.token),
        payload: { subject: 'hindi', title: { en: title }, body: { en: `<p>${title} body</p>` } },
      });
    const sold = await create('Sold note');
    const free = await create('Free note');
    expect(sold.statusCode, sold.body).toBe(201);
    const res = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers: authHeader(admin.token),
      payload: planBody(paidExam.examId, { unlocks: { noteIds: [sold.json().id] } }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const notePlan: Plan = res.json();
    const student = await newStudent();
    const read = (id: string) => app.inject({ method: 'GET', url: `/api/notes/${id}`, headers: authHeader(student.token) });
    expectError(await read(sold.json().id), 402, 'PAYMENT_REQUIRED');
    expect((await read(free.json().id)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/notes/${sold.json().id}`, headers: authHeader(admin.token) })).statusCode).toBe(
      200,
    );
    const o = await order(student.token, notePlan.id);
    const done = (
      await app.inject({ method: 'POST', url: `/api/payments/test/orders/${o.orderId}/complete`, headers: authHeader(student.token) })
    ).json();
    await app.inject({ method: 'POST', url: '/api/payments/verify', headers: authHeader(student.token), payload: done });
    expect((await read(sold.json().id)).statusCode).toBe(200);
  });
});

describe('the contract in OpenAPI', () => {
  it('documents the payment routes', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/plans',
      '/api/plans/{planId}',
      '/api/payments/orders',
      '/api/payments/verify',
      '/api/payments/webhooks/razorpay',
      '/api/payments/test/orders/{orderId}/complete',
      '/api/payments/test/orders/{orderId}/fail',
      '/api/entitlements/me',
      '/api/payments/me',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

describe('Razorpay provider against a local fake of its Orders API', () => {
  let fake: Server;
  let rzp: FastifyInstance;
  const created: Array<{ auth: string | undefined; body: { amount: number; currency: string; receipt: string } }> = [];
  const KEY_SECRET = 'rzp_test_secret';
  const WEBHOOK_SECRET = 'whsec_test';

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        const body = JSON.parse(data);
        created.push({ auth: req.headers.authorization, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `order_${created.length}${Date.now()}`,
            entity: 'order',
            amount: body.amount,
            currency: 'INR',
            status: 'created',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
    rzp = await t.withConfig({
      payments: {
        provider: 'razorpay',
        razorpay: { keyId: 'rzp_test_key', keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, baseUrl },
      },
    });
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  const webhook = (event: unknown, secret = WEBHOOK_SECRET) => {
    const body = JSON.stringify(event);
    return rzp.inject({
      method: 'POST',
      url: '/api/payments/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body) },
      payload: body,
    });
  };
  const captured = (orderId: string, paymentId: string, amount = 49_900) => ({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
  });

  it('lets the page load Razorpay Checkout only while Razorpay is configured (CSP)', async () => {
    const csp = async (on: FastifyInstance) =>
      String((await on.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(await csp(rzp)).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(await csp(app)).not.toMatch(/razorpay/);
  });

  it('creates the order through the Orders API with basic auth, amount in paise and our receipt id', async () => {
    const student = await newStudent();
    const o = await order(student.token, plan.id, rzp);
    expect(o).toMatchObject({ provider: 'razorpay', amount: 49_900, currency: 'INR', keyId: 'rzp_test_key' });
    const last = created.at(-1)!;
    expect(last.auth).toBe(`Basic ${Buffer.from(`rzp_test_key:${KEY_SECRET}`).toString('base64')}`);
    expect(last.body).toMatchObject({ amount: 49_900, currency: 'INR' });
    expect(last.body.receipt).toMatch(/^[0-9a-f-]{36}$/);
    // The test checkout does not exist while Razorpay is configured.
    const test = await rzp.inject({
      method: 'POST',
      url: `/api/payments/test/orders/${o.orderId}/complete`,
      headers: authHeader(student.token),
    });
    expectError(test, 404, 'NOT_FOUND');
  });

  it('grants from the webhook alone, once however often it is replayed, and the verify after it adds nothing', async () => {
    const student = await newStudent();
    const o = await order(student.token, plan.id, rzp);
    for (let i = 0; i < 3; i++) expect((await webhook(captured(o.orderId, 'pay_W1'))).statusCode).toBe(200);
    const verify = await rzp.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: authHeader(student.token),
      payload: { orderId: o.orderId, paymentId: 'pay_W1', signature: hmacHex(KEY_SECRET, `${o.orderId}|pay_W1`) },
    });
    expect(verify.json().status).toBe('paid');
    const rows = await t.db.select().from(entitlements).where(eq(entitlements.userId, student.user.id));
    expect(rows).toHaveLength(1);
    expect((await start(student.token)).statusCode).toBe(201);
  });

  it('after the verify, the webhook adds nothing', async () => {
    const student = await newStudent();
    const o = await order(student.token, plan.id, rzp);
    const payload = { orderId: o.orderId, paymentId: 'pay_V1', signature: hmacHex(KEY_SECRET, `${o.orderId}|pay_V1`) };
    expect(
      (await rzp.inject({ method: 'POST', url: '/api/payments/verify', headers: authHeader(student.token), payload })).statusCode,
    ).toBe(200);
    await webhook(captured(o.orderId, 'pay_V1'));
    const rows = await t.db.select().from(entitlements).where(eq(entitlements.userId, student.user.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 400 to a webhook with a bad signature and changes nothing', async () => {
    const student = await newStudent();
    const o = await order(student.token, plan.id, rzp);
    expectError(await webhook(captured(o.orderId, 'pay_X'), 'wrong_secret'), 400, 'VALIDATION_FAILED');
    const missing = await rzp.inject({
      method: 'POST',
      url: '/api/payments/webhooks/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expectError(missing, 400, 'VALIDATION_FAILED');
    const [row] = await t.db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, student.user.id)));
    expect(row!.status).toBe('created');
  });

  it('does not grant a captured payment whose amount differs from the order', async () => {
    const student = await newStudent();
    const o = await order(student.token, plan.id, rzp);
    await webhook(captured(o.orderId, 'pay_cheap', 100));
    expectError(await start(student.token), 402, 'PAYMENT_REQUIRED');
  });

  it('records payment.failed, and a refund.processed once, ending the access', async () => {
    const student = await newStudent();
    const o = await order(student.token, plan.id, rzp);
    await webhook({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_F', order_id: o.orderId, error_description: 'Card declined' } } },
    });
    let [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, student.user.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Card declined' });
    await webhook(captured(o.orderId, 'pay_R1'));
    const refund = { event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_1', payment_id: 'pay_R1', amount: 49_900 } } } };
    await webhook(refund);
    await webhook(refund);
    [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, student.user.id));
    expect(row).toMatchObject({ status: 'refunded', refundedPaise: 49_900 });
    expectError(await start(student.token), 402, 'PAYMENT_REQUIRED');
  });
});

describe('production without keys', () => {
  it('offers no test checkout and sells nothing', async () => {
    const prod = await t.withConfig({ env: 'production', payments: { provider: 'test' } });
    const student = await newStudent();
    const res = await prod.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: authHeader(student.token),
      payload: { planId: plan.id },
    });
    expectError(res, 422, 'UNPROCESSABLE');
  });
});
