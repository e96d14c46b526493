import { useCallback, useRef, type KeyboardEvent } from 'react';
import { Box } from '@mui/material';
import type { AttendanceStatus } from '@pariksha/shared/attendance';
import type { AttendanceEntry } from '@pariksha/shared/schemas/attendance';
import { statusForKey, type Draft } from '../lib/marking.ts';
import { MarkRow } from './MarkRow.tsx';

type Props = {
  entries: AttendanceEntry[];
  draft: Draft;
  changed: Set<string>;
  disabled: boolean;
  label: string;
  onStatus: (studentId: string, status: AttendanceStatus) => void;
  onNote: (studentId: string, note: string) => void;
};

/**
 * The class in one list. Keys on a focused row (or any of its buttons): P, A, L, H mark it and
 * move to the next row; the up and down arrows (and j, k) move between rows; Home and End jump.
 * Typing in a note is left alone.
 */
export function MarkList({ entries, draft, changed, disabled, label, onStatus, onNote }: Props) {
  const listRef = useRef<HTMLUListElement>(null);

  const focusRow = useCallback((i: number) => {
    const rows = listRef.current?.querySelectorAll<HTMLElement>('li[data-row]');
    if (!rows || rows.length === 0) return;
    const row = rows[Math.max(0, Math.min(rows.length - 1, i))]!;
    row.focus();
    row.scrollIntoView({ block: 'nearest' });
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('input, textarea') || e.altKey || e.ctrlKey || e.metaKey) return;
    const row = target.closest<HTMLElement>('li[data-row]');
    if (!row) return;
    const i = Number(row.dataset.row);
    const status = statusForKey(e.key);
    if (status && !disabled) {
      e.preventDefault();
      onStatus(entries[i]!.studentId, status);
      focusRow(i + 1);
    } else if (e.key === 'ArrowDown' || e.key === 'j') {
      e.preventDefault();
      focusRow(i + 1);
    } else if (e.key === 'ArrowUp' || e.key === 'k') {
      e.preventDefault();
      focusRow(i - 1);
    } else if (e.key === 'Home' && target === row) {
      e.preventDefault();
      focusRow(0);
    } else if (e.key === 'End' && target === row) {
      e.preventDefault();
      focusRow(entries.length - 1);
    }
  };

  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', overflow: 'hidden' }}
    >
      {entries.map((entry, i) => (
        <MarkRow
          key={entry.studentId}
          index={i}
          entry={entry}
          mark={draft[entry.studentId] ?? { status: null, note: '' }}
          changed={changed.has(entry.studentId)}
          disabled={disabled}
          onStatus={onStatus}
          onNote={onNote}
        />
      ))}
    </Box>
  );
}
