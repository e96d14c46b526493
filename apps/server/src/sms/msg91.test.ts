import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMsg91Provider } from './msg91.ts';
import { normalizeIndianMobile, SmsError } from './provider.ts';

type Seen = { method?: string; url?: string; headers: IncomingHttpHeaders; body: unknown };
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"type":"success","message":"3561706b4f8d"}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answer = { status: 200, body: '{"type":"success","message":"3561706b4f8d"}' };
});

const provider = () => createMsg91Provider({ authKey: 'key-123', senderId: 'PRKSHA', templateId: 'tmpl-default', baseUrl });

describe('MSG91 adapter', () => {
  it('posts the Flow request: authkey header, DLT template, sender id, the number as 91XXXXXXXXXX', async () => {
    const result = await provider().send({ to: '98765 43210', text: 'Class cancelled tomorrow' });
    expect(result).toEqual({ provider: 'msg91', providerMessageId: '3561706b4f8d' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v5/flow/' });
    expect(seen[0].headers.authkey).toBe('key-123');
    expect(seen[0].headers['content-type']).toBe('application/json');
    expect(seen[0].body).toEqual({
      template_id: 'tmpl-default',
      sender: 'PRKSHA',
      short_url: '0',
      unicode: 0,
      recipients: [{ mobiles: '919876543210', text: 'Class cancelled tomorrow' }],
    });
  });

  it('a message template id wins over the default; Hindi goes as unicode', async () => {
    await provider().send({ to: '+91 87654-32109', text: 'कल कक्षा नहीं होगी', templateId: 'tmpl-attendance' });
    expect(seen[0].body).toMatchObject({
      template_id: 'tmpl-attendance',
      unicode: 1,
      recipients: [{ mobiles: '918765432109', text: 'कल कक्षा नहीं होगी' }],
    });
  });

  it('an error answer is a failure with the reason: 5xx may be retried, 4xx and type "error" on a bad key are permanent', async () => {
    answer = { status: 500, body: '{"type":"error","message":"Internal error"}' };
    const retryable = await provider()
      .send({ to: '9876543210', text: 'x' })
      .catch((e: unknown) => e);
    expect(retryable).toBeInstanceOf(SmsError);
    expect((retryable as SmsError).message).toBe('MSG91 500: Internal error');
    expect((retryable as SmsError).permanent).toBe(false);

    answer = { status: 401, body: '{"type":"error","message":"Authentication failure","code":"418"}' };
    const bad = (await provider()
      .send({ to: '9876543210', text: 'x' })
      .catch((e: unknown) => e)) as SmsError;
    expect(bad.message).toBe('MSG91 401: Authentication failure');
    expect(bad.permanent).toBe(true);

    // MSG91 also answers 200 with type "error".
    answer = { status: 200, body: '{"type":"error","message":"Invalid template id"}' };
    const soft = (await provider()
      .send({ to: '9876543210', text: 'x' })
      .catch((e: unknown) => e)) as SmsError;
    expect(soft.message).toBe('MSG91 200: Invalid template id');
  });

  it('an unreachable gateway is a retryable failure; a bad number is refused before any request', async () => {
    const down = createMsg91Provider({ authKey: 'k', senderId: 'S', templateId: 't', baseUrl: 'http://127.0.0.1:1/api/v5' });
    const err = (await down.send({ to: '9876543210', text: 'x' }).catch((e: unknown) => e)) as SmsError;
    expect(err.message).toMatch(/^MSG91 unreachable/);
    expect(err.permanent).toBe(false);

    const refused = (await provider()
      .send({ to: '12345', text: 'x' })
      .catch((e: unknown) => e)) as SmsError;
    expect(refused.permanent).toBe(true);
    expect(seen).toHaveLength(0);
  });
});

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['0091 9876543210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
    ['6123456789', '+916123456789'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each(['', '12345', '5123456789', '98765432101', '+1 9876543210', '98765abcde', '+44 7911 123456'])('refuses %j', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });
});
