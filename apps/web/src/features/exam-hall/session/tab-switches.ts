/**
 * Counts how often the student left the test (another tab, another app, the window losing
 * focus): an integrity signal staff see, never a penalty. Leaving is one switch however many
 * events it fires (hidden and blur together), and a return followed by leaving again within
 * DEBOUNCE_MS (a flicker, a system dialog) is not counted twice. The count is kept per attempt
 * on the device, so a reload carries on from it (the server keeps the highest it was sent).
 */
export const DEBOUNCE_MS = 1_000;
const keyOf = (attemptId: string) => `pariksha.tabSwitches.${attemptId}`;

export type TabSwitchDeps = {
  clock?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
};

export class TabSwitchCounter {
  private away = false;
  private lastLeft = Number.NEGATIVE_INFINITY;
  private value: number;

  constructor(
    private readonly attemptId: string,
    private readonly deps: TabSwitchDeps = {},
  ) {
    const stored = Number(this.store()?.getItem(keyOf(attemptId)) ?? 0);
    this.value = Number.isInteger(stored) && stored > 0 ? stored : 0;
  }

  private store() {
    if (this.deps.storage !== undefined) return this.deps.storage;
    try {
      return localStorage;
    } catch {
      return null;
    }
  }

  get count() {
    return this.value;
  }

  /** The page was hidden or lost focus. */
  left() {
    if (this.away) return;
    this.away = true;
    const now = (this.deps.clock ?? Date.now)();
    if (now - this.lastLeft < DEBOUNCE_MS) return;
    this.lastLeft = now;
    this.value += 1;
    try {
      this.store()?.setItem(keyOf(this.attemptId), String(this.value));
    } catch {
      /* storage full or unavailable: the count lives in memory */
    }
  }

  /** The page is visible and focused again. */
  returned() {
    this.away = false;
  }

  private onVisibility = () => {
    if (document.visibilityState === 'hidden') this.left();
    else if (document.hasFocus()) this.returned();
  };
  private onBlur = () => this.left();
  private onFocus = () => {
    if (document.visibilityState !== 'hidden') this.returned();
  };

  start() {
    document.addEventListener('visibilitychange', this.onVisibility);
    window.addEventListener('blur', this.onBlur);
    window.addEventListener('focus', this.onFocus);
  }

  stop() {
    document.removeEventListener('visibilitychange', this.onVisibility);
    window.removeEventListener('blur', this.onBlur);
    window.removeEventListener('focus', this.onFocus);
  }
}
