/**
 * "Natural batching": requests that arrive while earlier ones are being written wait for the
 * next statement and are written together with every other request waiting then. Alone, a
 * request goes out at once (after the current turn of the event loop); in a rush, thousands
 * share a few statements, so the per-statement costs (the round trip, the syscalls, the
 * commit and its WAL flush) are paid once per batch instead of once per request. Each caller
 * still gets its own outcome.
 *
 * `write` receives the batch's items in arrival order and answers one outcome per item, in the
 * same order.
 */
export type NaturalBatcherOptions<I> = {
  /** Statements in flight at once (each holds one pool connection). */
  maxInFlight: number;
  /** The most a statement takes, in `sizeOf` units; one item bigger than this still goes alone. */
  maxBatch: number;
  /** An item's weight against maxBatch (default 1). */
  sizeOf?: (item: I) => number;
  /**
   * When a batch of several fails, run each of its items alone, so that one bad item (a row a
   * constraint refuses) fails only its own caller. Off: every caller of the batch gets the error.
   */
  isolateFailures?: boolean;
};

type Pending<I, O> = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };

export class NaturalBatcher<I, O> {
  private queue: Array<Pending<I, O>> = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly write: (items: I[]) => Promise<O[]>,
    private readonly options: NaturalBatcherOptions<I>,
  ) {}

  /** Resolves with the item's own outcome once its statement has completed. */
  push(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || !this.queue.length) return;
    this.scheduled = true;
    // Requests parsed in the same turn of the event loop go out together.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    if (this.inFlight >= this.options.maxInFlight || !this.queue.length) return;
    const sizeOf = this.options.sizeOf ?? (() => 1);
    const batch: Array<Pending<I, O>> = [];
    let size = 0;
    while (this.queue.length && (size === 0 || size + sizeOf(this.queue[0].item) <= this.options.maxBatch)) {
      const next = this.queue.shift()!;
      batch.push(next);
      size += sizeOf(next.item);
    }
    this.inFlight += 1;
    this.run(batch).finally(() => {
      this.inFlight -= 1;
      this.schedule();
    });
    this.schedule();
  }

  private async run(batch: Array<Pending<I, O>>): Promise<void> {
    try {
      const outcomes = await this.write(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(outcomes[i]));
    } catch (err) {
      if (!this.options.isolateFailures || batch.length === 1) {
        batch.forEach((p) => p.reject(err));
        return;
      }
      await Promise.all(
        batch.map((p) =>
          this.write([p.item]).then(
            ([outcome]) => p.resolve(outcome),
            (e: unknown) => p.reject(e),
          ),
        ),
      );
    }
  }
}
