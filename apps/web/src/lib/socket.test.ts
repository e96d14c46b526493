// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for socket.io-client's socket: records handlers and connect() calls. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const socket = {
    connected: false,
    active: false,
    connect: vi.fn(),
    disconnect: vi.fn(),
    removeAllListeners: vi.fn(),
    off: vi.fn(),
    on: (event: string, handler: (...args: unknown[]) => void) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    io: { on: vi.fn(), off: vi.fn() },
    emit: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((h) => h(...args)),
  };
  return { socket, handlers };
});
const api = vi.hoisted(() => ({ apiGet: vi.fn() }));

vi.mock('socket.io-client', () => ({ io: () => fake.socket }));
vi.mock('./api.ts', () => api);

import { acquireSocket } from './socket.ts';
import { useSession } from './session.ts';

beforeEach(() => {
  vi.useFakeTimers();
  useSession.setState({ token: 'access-token' });
  fake.socket.connect.mockReset();
  fake.handlers.clear();
  api.apiGet.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the app socket after the server closes it', () => {
  it('checks the session (refreshing a stale token) and connects again', async () => {
    api.apiGet.mockResolvedValue({});
    const lease = acquireSocket()!;
    fake.socket.emit('disconnect', 'io server disconnect');
    await vi.waitFor(() => expect(fake.socket.connect).toHaveBeenCalledTimes(1));
    expect(api.apiGet).toHaveBeenCalledWith('/auth/me');
    lease.release();
  });

  it('keeps trying while the server is away, on the spec schedule (5 attempts)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.apiGet.mockRejectedValue(new Error('Failed to fetch'));
    const lease = acquireSocket()!;
    fake.socket.emit('disconnect', 'io server disconnect');
    await vi.runAllTimersAsync();
    expect(api.apiGet).toHaveBeenCalledTimes(5);
    expect(fake.socket.connect).not.toHaveBeenCalled();
    lease.release();
  });

  it('leaves a close the client asked for, or a network drop, to socket.io itself', async () => {
    const lease = acquireSocket()!;
    fake.socket.emit('disconnect', 'io client disconnect');
    fake.socket.emit('disconnect', 'transport close');
    await vi.runAllTimersAsync();
    expect(api.apiGet).not.toHaveBeenCalled();
    lease.release();
  });
});
