import { describe, expect, it } from 'vitest';
import { allSelected, idsToDelete, initialPanelState, panelReducer, selectedIn, type PanelState } from './panel-state.ts';

const ids = ['a', 'b', 'c'];
const run = (...actions: Parameters<typeof panelReducer>[1][]) => actions.reduce<PanelState>(panelReducer, initialPanelState);

describe('notification panel state', () => {
  it('selects and unselects one item', () => {
    expect(run({ type: 'toggleSelected', id: 'b' }).selected).toEqual(['b']);
    expect(run({ type: 'toggleSelected', id: 'b' }, { type: 'toggleSelected', id: 'b' }).selected).toEqual([]);
  });

  it('expands and collapses an item independently of selection', () => {
    const state = run({ type: 'toggleExpanded', id: 'a' }, { type: 'toggleSelected', id: 'c' });
    expect(state).toEqual({ selected: ['c'], expanded: ['a'] });
    expect(panelReducer(state, { type: 'toggleExpanded', id: 'a' }).expanded).toEqual([]);
  });

  it('Select All selects everything, then nothing', () => {
    const all = run({ type: 'toggleAll', ids });
    expect(all.selected).toEqual(ids);
    expect(allSelected(all, ids)).toBe(true);
    expect(panelReducer(all, { type: 'toggleAll', ids }).selected).toEqual([]);
  });

  it('Select All with only some selected selects all', () => {
    const state = run({ type: 'toggleSelected', id: 'a' }, { type: 'toggleAll', ids });
    expect(state.selected).toEqual(ids);
  });

  it('an empty list is never "all selected"', () => {
    expect(allSelected(initialPanelState, [])).toBe(false);
  });

  it('a new item arriving after Select All means not everything is selected', () => {
    const state = run({ type: 'toggleAll', ids });
    expect(allSelected(state, ['new', ...ids])).toBe(false);
  });

  it('deletes the selected items when some are selected', () => {
    const state = run({ type: 'toggleSelected', id: 'c' }, { type: 'toggleSelected', id: 'a' });
    expect(idsToDelete(state, ids)).toEqual(['c', 'a']);
  });

  it('deletes all items when none is selected', () => {
    expect(idsToDelete(initialPanelState, ids)).toEqual(ids);
  });

  it('ignores selected ids that are no longer listed', () => {
    const state = run({ type: 'toggleSelected', id: 'gone' });
    expect(selectedIn(state, ids)).toEqual([]);
    expect(idsToDelete(state, ids)).toEqual(ids);
  });

  it('forgets removed items', () => {
    const state = run({ type: 'toggleAll', ids }, { type: 'toggleExpanded', id: 'b' }, { type: 'removed', ids: ['b', 'c'] });
    expect(state).toEqual({ selected: ['a'], expanded: [] });
  });
});
