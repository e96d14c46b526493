/**
 * What the notifications panel remembers between renders (spec 4: each item expanded or
 * collapsed, selected or unselected), as a pure reducer so the rules are testable alone.
 */
export type PanelState = { selected: string[]; expanded: string[] };

export type PanelAction =
  | { type: 'toggleSelected'; id: string }
  | { type: 'toggleExpanded'; id: string }
  /** 'Select All' toggles between all and none (spec 2.9). */
  | { type: 'toggleAll'; ids: string[] }
  | { type: 'removed'; ids: string[] };

export const initialPanelState: PanelState = { selected: [], expanded: [] };

const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

/** The selected ids still in the list (a deleted or refreshed-away item is no longer selected). */
export const selectedIn = (state: PanelState, ids: string[]) => state.selected.filter((id) => ids.includes(id));

export function allSelected(state: PanelState, ids: string[]): boolean {
  return ids.length > 0 && selectedIn(state, ids).length === ids.length;
}

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'toggleSelected':
      return { ...state, selected: toggle(state.selected, action.id) };
    case 'toggleExpanded':
      return { ...state, expanded: toggle(state.expanded, action.id) };
    case 'toggleAll':
      return { ...state, selected: allSelected(state, action.ids) ? [] : [...action.ids] };
    case 'removed': {
      const gone = new Set(action.ids);
      return { selected: state.selected.filter((id) => !gone.has(id)), expanded: state.expanded.filter((id) => !gone.has(id)) };
    }
  }
}

/** Spec 2.9: delete removes the selected items, or all of them if none is selected. */
export function idsToDelete(state: PanelState, ids: string[]): string[] {
  const selected = selectedIn(state, ids);
  return selected.length ? selected : [...ids];
}
