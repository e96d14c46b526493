// `npm run bench:chat`: group chat fan-out. 2,000 sockets (BENCH_SOCKETS) in 10 groups
// (BENCH_GROUPS) of 200 connect to the real server on PostgreSQL and join their group; then every
// group receives BENCH_RATE messages a second for BENCH_SECONDS, each sent by one of its members
// in turn. Prints connections, messages/s delivered, fan-out latency (send to each member's
// receipt) p50/p99/max, the server's memory per connection and CPU, and lost messages (a member
// of the group that did not receive one). Everything runs on this machine (loopback only) and
// stops by itself.
//
// The sockets are socket.io-client sockets spread over BENCH_CLIENT_PROCS child processes (each
// owning whole groups, so it knows what each of its sockets should receive); latencies are
// measured on the wall clock all processes share.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 5); // messages a second into each group
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENT_PROCS = Number(process.env.BENCH_CLIENT_PROCS ?? 2);
const CONNECT_CONCURRENCY = Number(process.env.BENCH_CONNECT_CONCURRENCY ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 5620);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL; // optional: measure with the Redis adapter in the path
/** BENCH_READS=1: every member marks each message read as it arrives, as the web's chat page does. */
const READS = process.env.BENCH_READS === '1';
const DRAIN_MS = 5000;
const DEFAULT_ORG_ID = '00000000-0000-4000-8000-000000000001';
const base = `http://127.0.0.1:${PORT}`;

const wallNow = () => performance.timeOrigin + performance.now();
/**
 * A process's main thread (the event loop): ms it ran and ms it sat runnable waiting for a core
 * (/proc/<pid>/schedstat). On a shared machine the second says how much of a latency was the
 * queue for a CPU rather than this code.
 */
function sched(pid = 'self') {
  try {
    const [ran, waited] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { ran: ran / 1e6, waited: waited / 1e6 };
  } catch {
    return { ran: NaN, waited: NaN };
  }
}

// ---------------------------------------------------------------- latency histogram
// 0.1 ms buckets up to 60 s: mergeable across processes, exact enough for p50/p99.
const BUCKETS = 600_000;
const histogram = () => ({ counts: new Uint32Array(BUCKETS), n: 0, max: 0 });
function record(h, ms) {
  const i = Math.min(BUCKETS - 1, Math.max(0, Math.round(ms * 10)));
  h.counts[i]++;
  h.n++;
  if (ms > h.max) h.max = ms;
}
/** Only the buckets in use, for the trip to the parent. */
const pack = (h) => {
  const used = [];
  for (let i = 0; i < BUCKETS; i++) if (h.counts[i]) used.push(i, h.counts[i]);
  return { used, n: h.n, max: h.max };
};
function merge(into, packed) {
  for (let j = 0; j < packed.used.length; j += 2) into.counts[packed.used[j]] += packed.used[j + 1];
  into.n += packed.n;
  into.max = Math.max(into.max, packed.max);
}
function percentile(h, p) {
  if (h.n === 0) return NaN;
  const target = Math.ceil((p / 100) * h.n);
  let seen = 0;
  for (let i = 0; i < BUCKETS; i++) {
    seen += h.counts[i];
    if (seen >= target) return i / 10;
  }
  return h.max;
}

if (process.env.CHAT_BENCH_ROLE === 'client') {
  await client();
} else {
  await parent();
}

// ---------------------------------------------------------------- client process
async function client() {
  const { io } = await import('socket.io-client');
  /** @type {{ id: string, index: number, members: { token: string }[] }[]} */
  let groups = [];
  const sockets = []; // per group: its members' sockets
  const connectHist = histogram();
  const fanout = histogram();
  const acks = histogram();
  let connectErrors = 0;
  let sendErrors = 0;
  let firstError = null;
  const received = new Map(); // clientId -> deliveries counted
  const expected = new Map(); // clientId -> members who should receive it (while the run drains)
  let lastDelivery = 0;

  const open = (token) =>
    new Promise((resolve, reject) => {
      const socket = io(base, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true, timeout: 30_000 });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (err) => {
        socket.disconnect();
        reject(err);
      });
    });

  async function connectAll() {
    const jobs = [];
    for (const g of groups) for (const m of g.members) jobs.push({ g, m });
    let next = 0;
    const lane = async () => {
      while (next < jobs.length) {
        const { g, m } = jobs[next++];
        const t0 = wallNow();
        try {
          const socket = await open(m.token);
          const ack = await socket.timeout(30_000).emitWithAck('joinGroup', { groupId: g.id });
          if (!ack.ok) throw new Error(`joinGroup: ${JSON.stringify(ack.error)}`);
          record(connectHist, wallNow() - t0);
          socket.on('newMessage', (message) => {
            const now = wallNow();
            const [, sentAt] = message.text.split('|');
            record(fanout, now - Number(sentAt));
            received.set(message.clientId, (received.get(message.clientId) ?? 0) + 1);
            lastDelivery = now;
            if (READS) socket.emit('markAsRead', { groupId: g.id, messageId: message.id });
          });
          socket.on('disconnect', (reason) => {
            if (reason !== 'io client disconnect') {
              connectErrors++;
              firstError ??= `disconnected: ${reason}`;
            }
          });
          sockets[g.index].push(socket);
        } catch (err) {
          connectErrors++;
          firstError ??= String(err?.message ?? err);
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, lane));
  }

  async function sendAll(startAt) {
    await sleep(Math.max(0, startAt - wallNow()));
    const interval = 1000 / RATE;
    const until = startAt + SECONDS * 1000;
    let sent = 0;
    await Promise.all(
      groups.map(async (g, i) => {
        const members = sockets[g.index];
        // Groups staggered across the interval, as real traffic would be.
        let due = startAt + (interval * i) / groups.length;
        let seq = 0;
        while (due < until && members.length > 0) {
          await sleep(Math.max(0, due - wallNow()));
          const socket = members[seq % members.length];
          const clientId = `g${g.index}-${seq}`;
          expected.set(clientId, members.length);
          const t0 = wallNow();
          sent++;
          socket
            .timeout(10_000)
            .emitWithAck('sendMessage', { groupId: g.id, text: `bench|${t0}|${seq}`, clientId })
            .then((ack) => {
              if (!ack.ok) throw new Error(JSON.stringify(ack.error));
              record(acks, wallNow() - t0);
            })
            .catch((err) => {
              // Not acked in time, or refused: whether it was stored, the database says (parent).
              sendErrors++;
              firstError ??= `sendMessage: ${String(err?.message ?? err)}`;
            });
          seq++;
          due += interval;
        }
      }),
    );
    const sendEnded = wallNow();
    // Drain: wait until every expected delivery arrived, or DRAIN_MS without progress.
    let lastCount = -1;
    let quietSince = wallNow();
    for (;;) {
      let missing = 0;
      for (const [id, n] of expected) missing += Math.max(0, n - (received.get(id) ?? 0));
      if (missing === 0) break;
      const count = fanout.n;
      if (count !== lastCount) {
        lastCount = count;
        quietSince = wallNow();
      } else if (wallNow() - quietSince > DRAIN_MS) break;
      await sleep(50);
    }
    return { sent, sendEnded, received: [...received] };
  }

  process.on('message', async (msg) => {
    if (msg.type === 'setup') {
      groups = msg.groups;
      for (const g of groups) sockets[g.index] = [];
      await connectAll();
      const connected = sockets.reduce((n, s) => n + (s?.length ?? 0), 0);
      const perGroup = groups.map((g) => [g.index, sockets[g.index].length]);
      process.send({ type: 'ready', connected, perGroup, connectErrors, firstError, connect: pack(connectHist) });
    } else if (msg.type === 'start') {
      const cpu0 = process.cpuUsage();
      const sched0 = sched();
      const result = await sendAll(msg.startAt);
      const cpu = process.cpuUsage(cpu0);
      const sched1 = sched();
      process.send({
        type: 'done',
        ...result,
        lastDelivery,
        sendErrors,
        connectErrors,
        firstError,
        fanout: pack(fanout),
        acks: pack(acks),
        cpuMs: (cpu.user + cpu.system) / 1000,
        waitedMs: sched1.waited - sched0.waited,
      });
    } else if (msg.type === 'close') {
      for (const list of sockets) for (const s of list ?? []) s.disconnect();
      setTimeout(() => process.exit(0), 100);
    }
  });
  process.send({ type: 'up' });
}

// ---------------------------------------------------------------- parent process
async function parent() {
  const [{ default: pg }, { SignJWT }] = await Promise.all([import('pg'), import('jose')]);
  const children = [];
  const cleanups = [];
  process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));
  const exited = (child) => child.exitCode !== null || child.signalCode !== null;
  async function stop(child) {
    child.stopping = true;
    child.kill('SIGTERM');
    await new Promise((resolve) => (exited(child) ? resolve() : child.once('exit', resolve)));
  }
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  function cpuMs(pid) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return null;
    }
  }
  const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

  try {
    const perGroup = Math.floor(SOCKETS / GROUPS);
    console.log(
      `Chat benchmark: ${SOCKETS} sockets in ${GROUPS} groups of ${perGroup}, ${RATE} messages/s into each group for ${SECONDS} s, ` +
        `${CLIENT_PROCS} client processes, PostgreSQL${REDIS_URL ? ' + Redis adapter' : ''}` +
        (READS ? ', every member marking each message read' : ''),
    );
    console.log(`Load average at start (1/5/15 min): ${load()} on ${(await import('node:os')).availableParallelism()} cores`);

    // Database, created and dropped by the run.
    const name = `pariksha_chat_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pariksha-chat-bench-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    const jwtSecret = `bench-${randomBytes(24).toString('hex')}`;
    const serverArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const server = spawn(process.execPath, [...serverArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        SEED_DEMO: 'false',
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        ...(REDIS_URL ? { REDIS_URL } : {}),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let serverErr = '';
    server.stderr.on('data', (d) => (serverErr = (serverErr + d).slice(-4000)));
    server.on('exit', (code) => {
      if (!server.stopping) console.error(`server exited with ${code}:\n${serverErr}`);
    });
    children.push(server);
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (i > 450) throw new Error('the server did not start within 90 s');
      await sleep(200);
    }

    // Students and groups straight into the database: the benchmark is about fan-out.
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const prefix = `c${randomBytes(3).toString('hex')}_`;
    const { rows: users } = await db.query(
      `INSERT INTO users (organization_id, name, email, username, password_hash)
       SELECT $1, 'Chat student ' || g, $2 || g || '@bench.example.com', $2 || g, 'not-a-hash'
       FROM generate_series(1, $3) g RETURNING id`,
      [DEFAULT_ORG_ID, prefix, perGroup * GROUPS],
    );
    const { rows: groupRows } = await db.query(
      `INSERT INTO groups (organization_id, name) SELECT $1, 'Bench batch ' || g FROM generate_series(1, $2) g RETURNING id`,
      [DEFAULT_ORG_ID, GROUPS],
    );
    const key = new TextEncoder().encode(jwtSecret);
    const memberIds = groupRows.map((_, index) => users.slice(index * perGroup, (index + 1) * perGroup).map((u) => u.id));
    for (const [index, g] of groupRows.entries()) {
      await db.query(`INSERT INTO group_members (group_id, user_id) SELECT $1, unnest($2::uuid[])`, [g.id, memberIds[index]]);
    }
    const groups = await Promise.all(
      groupRows.map(async (g, index) => {
        const members = memberIds[index].map((id) => ({ id }));
        const tokens = await Promise.all(
          members.map((m) =>
            new SignJWT({ organizationId: DEFAULT_ORG_ID, role: 'user', orgRole: 'student', name: 'Chat student' })
              .setProtectedHeader({ alg: 'HS256' })
              .setSubject(m.id)
              .setIssuer('pariksha')
              .setIssuedAt()
              .setExpirationTime('2h')
              .sign(key),
          ),
        );
        return { id: g.id, index, members: tokens.map((token) => ({ token })) };
      }),
    );
    await db.end();

    // The server's memory before the crowd.
    await sleep(1000);
    const rssBefore = rssKb(server.pid);

    const clients = [];
    const procs = Math.max(1, Math.min(CLIENT_PROCS, GROUPS));
    for (let i = 0; i < procs; i++) {
      const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, CHAT_BENCH_ROLE: 'client' }, stdio: 'inherit' });
      children.push(child);
      const inbox = [];
      const waiters = [];
      child.on('message', (m) => (waiters.length ? waiters.shift()(m) : inbox.push(m)));
      const receive = () => new Promise((resolve) => (inbox.length ? resolve(inbox.shift()) : waiters.push(resolve)));
      await receive(); // up
      clients.push({ child, receive, groups: groups.filter((g) => g.index % procs === i) });
    }

    const connectStarted = wallNow();
    for (const c of clients) c.child.send({ type: 'setup', groups: c.groups });
    const readies = await Promise.all(clients.map((c) => c.receive()));
    const connectMs = wallNow() - connectStarted;
    const connected = readies.reduce((n, r) => n + r.connected, 0);
    const joinedIn = new Map(readies.flatMap((r) => r.perGroup));
    const connectHist = histogram();
    for (const r of readies) merge(connectHist, r.connect);
    await sleep(2000); // let the server settle before reading its memory
    const rssAfter = rssKb(server.pid);
    console.log(
      `Connected and joined: ${connected} of ${perGroup * GROUPS} sockets in ${(connectMs / 1000).toFixed(1)} s ` +
        `(connect+join p50 ${percentile(connectHist, 50)} ms, p99 ${percentile(connectHist, 99)} ms)` +
        (readies.some((r) => r.firstError) ? `; first error: ${readies.find((r) => r.firstError).firstError}` : ''),
    );
    const loadBefore = load();

    const serverCpu0 = cpuMs(server.pid);
    const serverSched0 = sched(server.pid);
    const startAt = wallNow() + 1000;
    for (const c of clients) c.child.send({ type: 'start', startAt });
    const results = await Promise.all(clients.map((c) => c.receive()));
    const serverCpu = cpuMs(server.pid) - serverCpu0;
    const serverSched1 = sched(server.pid);
    const loadAfter = load();
    const rssEnd = rssKb(server.pid);

    const fanout = histogram();
    const acks = histogram();
    let sent = 0;
    let sendErrors = 0;
    let lastDelivery = 0;
    let clientCpu = 0;
    let clientWaited = 0;
    const received = new Map();
    for (const r of results) {
      merge(fanout, r.fanout);
      merge(acks, r.acks);
      sent += r.sent;
      sendErrors += r.sendErrors;
      lastDelivery = Math.max(lastDelivery, r.lastDelivery);
      clientCpu += r.cpuMs;
      clientWaited += r.waitedMs;
      for (const [id, n] of r.received) received.set(id, n);
    }
    // Lost: a stored message that a member of its group, connected and joined, never received.
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows: stored } = await check.query('SELECT client_id FROM group_messages');
    await check.end();
    let lost = 0;
    let duplicates = 0;
    let deliveriesExpected = 0;
    for (const { client_id: id } of stored) {
      const members = joinedIn.get(Number(/^g(\d+)-/.exec(id)[1])) ?? 0;
      const got = received.get(id) ?? 0;
      deliveriesExpected += members;
      lost += Math.max(0, members - got);
      duplicates += Math.max(0, got - members);
    }
    const elapsedMs = Math.max(lastDelivery, ...results.map((r) => r.sendEnded)) - startAt;
    for (const c of clients) c.child.send({ type: 'close' });

    console.table([
      {
        sockets: connected,
        'messages sent': sent,
        'msg/s sent': +((sent / elapsedMs) * 1000).toFixed(1),
        'deliveries/s': Math.round((fanout.n / elapsedMs) * 1000),
        'fan-out p50 ms': percentile(fanout, 50),
        'fan-out p99 ms': percentile(fanout, 99),
        'fan-out max ms': +fanout.max.toFixed(1),
        'send ack p50 ms': percentile(acks, 50),
        'send ack p99 ms': percentile(acks, 99),
        lost,
      },
    ]);
    const perConnKb = (rssAfter - rssBefore) / Math.max(1, connected);
    console.table([
      {
        'server RSS before MB': +(rssBefore / 1024).toFixed(1),
        'server RSS connected MB': +(rssAfter / 1024).toFixed(1),
        'server RSS end MB': +(rssEnd / 1024).toFixed(1),
        'KB per connection': +perConnKb.toFixed(1),
        'server CPU %': +((serverCpu / elapsedMs) * 100).toFixed(0),
        'server CPU ms / 1,000 deliveries': +((serverCpu / Math.max(1, fanout.n)) * 1000).toFixed(1),
        'client CPU %': +((clientCpu / elapsedMs) * 100).toFixed(0),
      },
    ]);
    // Waiting for a core: the event loop was runnable but another process had the CPU.
    const serverWaited = serverSched1.waited - serverSched0.waited;
    console.log(
      `Event loops runnable but waiting for a core during the send phase (${(elapsedMs / 1000).toFixed(1)} s): ` +
        `server ${Math.round(serverWaited)} ms (it ran ${Math.round(serverSched1.ran - serverSched0.ran)} ms), ` +
        `clients ${Math.round(clientWaited)} ms in all`,
    );
    console.log(
      `Messages stored: ${stored.length} of ${sent} sent. Deliveries: ${fanout.n} of ${deliveriesExpected} expected; ` +
        `lost ${lost}; duplicates ${duplicates}; sends not acked within 10 s or refused: ${sendErrors}` +
        (results.some((r) => r.firstError) ? `; first error: ${results.find((r) => r.firstError).firstError}` : ''),
    );
    console.log(`Load average (1/5/15 min): before the send phase ${loadBefore}; after it ${loadAfter}`);
    const verdict = [
      [`every socket connected and joined (${connected}/${perGroup * GROUPS})`, connected === perGroup * GROUPS],
      ['fan-out p99 < 100 ms', percentile(fanout, 99) < 100],
      ['0 messages lost (every stored message reached every member)', lost === 0],
      ['every send acked within 10 s', sendErrors === 0 && stored.length === sent],
    ];
    for (const [what, ok] of verdict) console.log(`${ok ? 'met    ' : 'NOT MET'}  ${what}`);
    if (lost > 0 || sendErrors > 0 || connected < perGroup * GROUPS) process.exitCode = 1;
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    for (const c of children) if (!exited(c)) await stop(c);
    for (const fn of cleanups.reverse()) await fn().catch((e) => console.error(String(e)));
  }
}
