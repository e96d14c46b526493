// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '../../../lib/session.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { BATCH_ID, TODAY, day, entry, json, mockApi, renderRoutes, setLanguage } from '../test/render.tsx';
import { AttendancePage } from './AttendancePage.tsx';

const PATH = '/organization/attendance-management';
const renderPage = (search = '') => renderRoutes([{ path: PATH, element: <AttendancePage /> }], `${PATH}${search}`);
const batches = { today: TODAY, data: [{ id: BATCH_ID, name: 'Morning Batch', archived: false, studentCount: 80 }] };
const row = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}: `) });

describe('AttendancePage', { timeout: 60_000 }, () => {
  beforeEach(() => {
    setLanguage('en');
    // jsdom lays nothing out, so it has no scrollIntoView; the list calls it as focus moves.
    Element.prototype.scrollIntoView = vi.fn();
    useSession.setState({ token: fakeToken({ role: 'admin', orgRole: 'owner' }) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ token: null });
  });

  it('marks a class of 80 by keys, taps and "mark all present", and saves only what changed in one request', async () => {
    const students = Array.from({ length: 80 }, (_, i) => entry(i + 1));
    let saved: { records: { studentId: string; status: string; note: string | null }[] } | null = null;
    const api = mockApi({
      '/attendance/batches': batches,
      '/attendance': (url: URL) => {
        expect(url.searchParams.get('date')).toBe(TODAY);
        return json(day(students));
      },
      'PUT /attendance': (_: URL, init?: RequestInit) => {
        saved = JSON.parse(String(init?.body));
        const marked = students.map((s) => ({
          ...s,
          status: saved!.records.find((r) => r.studentId === s.studentId)!.status as 'present',
        }));
        return json({ ...day(marked), created: 80, changed: 0 });
      },
    });
    renderPage();
    // 80 rows of toggles take a while to render in jsdom on a busy machine.
    const first = await screen.findByRole('listitem', { name: 'Student 01: Not marked' }, { timeout: 20_000 });
    expect(screen.getByRole('list', { name: 'Students of Morning Batch' }).children).toHaveLength(80);

    // P, A, L, H on focused rows; each moves to the next row; arrows move too.
    first.focus();
    for (const key of ['a', 'L', 'h', 'p']) fireEvent.keyDown(document.activeElement!, { key });
    expect(row('Student 05')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(row('Student 04')).toHaveFocus();
    expect(row('Student 01')).toHaveAccessibleName('Student 01: Absent');
    expect(row('Student 02')).toHaveAccessibleName('Student 02: Late');
    expect(row('Student 03')).toHaveAccessibleName('Student 03: Half-day');
    expect(row('Student 04')).toHaveAccessibleName('Student 04: Present');
    // A key typed in a note is text, not a mark.
    fireEvent.click(within(row('Student 06')).getByRole('button', { name: 'Note for Student 06' }));
    const note = screen.getByRole('textbox', { name: 'Note for Student 06' });
    fireEvent.keyDown(note, { key: 'a' });
    expect(row('Student 06')).toHaveAccessibleName('Student 06: Not marked');

    fireEvent.click(screen.getByRole('button', { name: 'Mark all present' }));
    fireEvent.click(within(row('Student 80')).getByRole('button', { name: 'Absent' }));
    expect(row('Student 01')).toHaveAccessibleName('Student 01: Absent'); // kept
    expect(screen.getByText('Absent: 2')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save (80)' }));
    await screen.findByText('Attendance saved: 80 marked, 0 changed.', {}, { timeout: 10_000 });
    expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
    expect(saved!.records).toHaveLength(80);
    expect(saved!.records.filter((r) => r.status === 'absent').map((r) => r.studentId)).toEqual([
      students[0]!.studentId,
      students[79]!.studentId,
    ]);
    // Saved: nothing left to save, and the guardians of the absent can be told.
    expect(screen.getByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(screen.getByRole('button', { name: "Notify absent students' guardians" })).toBeEnabled();
  });

  it('shows the day’s change history and keeps a future day out of reach', async () => {
    const marked = [entry(1, { status: 'present', updatedBy: 'Rajesh Verma', updatedAt: '2026-11-26T04:00:00.000Z' })];
    mockApi({
      '/attendance/batches': batches,
      '/attendance': (url: URL) => {
        // A day after today in the address is replaced by today.
        expect(url.searchParams.get('date')).toBe(TODAY);
        return json(
          day(marked, {
            history: [
              {
                id: 1,
                studentId: marked[0]!.studentId,
                studentName: 'Student 01',
                fromStatus: 'absent',
                toStatus: 'present',
                fromNote: null,
                toNote: 'came at 10',
                changedBy: 'Kavita Teacher',
                changedAt: '2026-11-26T05:00:00.000Z',
              },
            ],
          }),
        );
      },
    });
    renderPage('?date=2026-11-27');
    const history = await screen.findByRole('region', { name: 'Changes on this day' });
    expect(history).toHaveTextContent('Kavita Teacher changed Student 01 from Absent to Present.');
    expect(history).toHaveTextContent('Note: “none” → “came at 10”.');
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', TODAY);
    expect(screen.getByLabelText('Date')).toHaveValue(TODAY);
  });

  it('asks before a switch of day drops unsaved marks', async () => {
    const dates: string[] = [];
    mockApi({
      '/attendance/batches': batches,
      '/attendance': (url: URL) => {
        dates.push(url.searchParams.get('date')!);
        return json(day([entry(1), entry(2)], { date: url.searchParams.get('date')! }));
      },
    });
    renderPage();
    (await screen.findByRole('listitem', { name: 'Student 01: Not marked' }, { timeout: 10_000 })).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'a' });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-25' } });
    expect(confirm).toHaveBeenCalledWith('Your unsaved marks on this day will be lost. Continue?');
    expect(row('Student 01')).toHaveAccessibleName('Student 01: Absent');
    confirm.mockReturnValue(true);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-25' } });
    await waitFor(() => expect(dates).toContain('2026-11-25'));
    expect(await screen.findByRole('listitem', { name: 'Student 01: Not marked' })).toBeInTheDocument();
  });

  it('says so when the organisation has no batch, and offers a retry when loading fails', async () => {
    mockApi({ '/attendance/batches': { today: TODAY, data: [] } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
    vi.unstubAllGlobals();
    mockApi({ '/attendance/batches': () => json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } }, 500) });
    renderPage();
    await waitFor(() => expect(screen.getByText('Something went wrong on our side')).toBeInTheDocument());
  });
});
