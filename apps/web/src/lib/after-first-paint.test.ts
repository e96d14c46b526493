// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./after-first-paint.ts');
}

describe('afterFirstPaint: work the first page can do without waits for the first idle moment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs nothing during the first commit, everything at the idle moment, and later work at once', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const { afterFirstPaint } = await freshModule();
    const socket = vi.fn();
    const fetchList = vi.fn();
    const cancelled = vi.fn();
    afterFirstPaint(socket);
    afterFirstPaint(fetchList);
    const cancel = afterFirstPaint(cancelled);
    cancel();
    expect(socket).not.toHaveBeenCalled();
    expect(fetchList).not.toHaveBeenCalled();
    // One idle request for all of them.
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(socket).toHaveBeenCalledOnce();
    expect(fetchList).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    afterFirstPaint(later);
    expect(later).toHaveBeenCalledOnce();
    expect(idle).toHaveLength(1);
  });

  it('waits for the load event when the page is still loading', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { afterFirstPaint } = await freshModule();
    const run = vi.fn();
    afterFirstPaint(run);
    expect(idle).toHaveLength(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(run).toHaveBeenCalledOnce();
    readyState.mockRestore();
  });
});
