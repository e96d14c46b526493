import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;
type ServerHandler = (payload: Record<string, unknown>) => unknown;

/**
 * A stand-in for the app's socket: the test plays the server. Events the page sends are
 * recorded and answered by `server` handlers (no handler: no answer, as a server that never
 * acks); `push` delivers a server event; `connect` and `drop` change the connection.
 */
export class FakeSocket {
  connected = false;
  active = true;
  readonly emitted: { event: string; payload: Record<string, unknown> }[] = [];
  readonly server: Record<string, ServerHandler> = {};
  private handlers = new Map<string, Set<Handler>>();
  private managerHandlers = new Map<string, Set<Handler>>();
  readonly release = vi.fn();

  readonly io = {
    on: (event: string, handler: Handler) => this.add(this.managerHandlers, event, handler),
    off: (event: string, handler: Handler) => this.managerHandlers.get(event)?.delete(handler),
  };

  private add(map: Map<string, Set<Handler>>, event: string, handler: Handler) {
    if (!map.has(event)) map.set(event, new Set());
    map.get(event)!.add(handler);
  }

  on = (event: string, handler: Handler) => this.add(this.handlers, event, handler);
  off = (event: string, handler: Handler) => this.handlers.get(event)?.delete(handler);
  timeout = () => this;
  connect = vi.fn(() => this.open());

  emitWithAck = (event: string, payload: Record<string, unknown>) => {
    this.emitted.push({ event, payload });
    const handler = this.server[event];
    if (!handler) return new Promise(() => undefined);
    return Promise.resolve(handler(payload));
  };

  /** The events sent, by name. */
  sent = (event: string) => this.emitted.filter((e) => e.event === event).map((e) => e.payload);

  private fire(map: Map<string, Set<Handler>>, event: string, ...args: unknown[]) {
    for (const handler of [...(map.get(event) ?? [])]) handler(...args);
  }

  open() {
    this.connected = true;
    this.active = true;
    this.fire(this.handlers, 'connect');
  }

  /** The connection went; the client retries (active) unless told it gave up. */
  drop(gaveUp = false) {
    this.connected = false;
    this.active = !gaveUp;
    this.fire(this.handlers, 'disconnect', 'transport close');
    if (gaveUp) this.fire(this.managerHandlers, 'reconnect_failed');
  }

  push(event: string, payload: unknown) {
    this.fire(this.handlers, event, payload);
  }

  /** What acquireSocket hands the page. */
  lease() {
    return { socket: this, on: this.on, onManager: this.io.on, release: this.release };
  }
}
