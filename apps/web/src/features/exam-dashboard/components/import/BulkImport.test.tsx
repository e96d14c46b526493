// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ImportReport } from '@pariksha/shared/schemas/question-bank';
import { ApiError } from '../../../../lib/api.ts';
import { renderAt, setLanguage, signInAs } from '../../test/render.tsx';
import { BulkImport } from './BulkImport.tsx';

const api = vi.hoisted(() => ({ previewImport: vi.fn(), runImport: vi.fn(), downloadImportTemplate: vi.fn() }));
vi.mock('../../api/import.ts', async (original) => ({ ...(await original<typeof import('../../api/import.ts')>()), ...api }));

const preview = {
  subject: 'indian geography',
  topic: 'rivers',
  difficulty: 'easy',
  text: { hi: 'गंगा कहाँ से निकलती है?' },
  optionCount: 4,
  correct: '1',
};
const clean: ImportReport = {
  rows: [
    { row: 2, ok: true, errors: [], preview },
    { row: 3, ok: true, errors: [], preview: { ...preview, text: { en: 'What is $25\\%$ of $480$?' } } },
  ],
  validCount: 2,
  errorCount: 0,
  imported: 0,
};
const withErrors: ImportReport = {
  rows: [
    { row: 2, ok: true, errors: [], preview },
    {
      row: 3,
      ok: false,
      errors: [
        { column: 'correct', message: 'Option 5 does not exist' },
        { column: 'topic', message: 'Choose a subject and topic from the list' },
      ],
      preview: null,
    },
  ],
  validCount: 1,
  errorCount: 1,
  imported: 0,
};

const choose = (name = 'questions.csv') => {
  const input = screen.getByLabelText('Question file (.csv, .xlsx, Moodle XML, GIFT or Aiken)') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['subject,topic'], name, { type: 'text/csv' })] } });
};

describe('BulkImport', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setLanguage('en');
    signInAs({ role: 'admin', orgRole: 'owner' });
    for (const fn of Object.values(api)) fn.mockReset();
  });

  it('documents the columns and the all-or-nothing rule', async () => {
    renderAt(<BulkImport />);
    const columns = await screen.findByRole('table', { name: 'Columns of the import file' });
    for (const c of ['question_hi', 'question_en', 'option1_hi', 'option6_en', 'correct', 'explanation_en', 'image_url']) {
      expect(within(columns).getByText(c)).toBeInTheDocument();
    }
    expect(within(columns).getByText(/e\.g\. 2; several separated by commas, e\.g\. 1,3/)).toBeInTheDocument();
    expect(screen.getByText(/All or nothing/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import questions' })).toBeDisabled();
  });

  it('enables the import only for a file with no errors, then imports it', async () => {
    api.previewImport.mockResolvedValue(clean);
    api.runImport.mockResolvedValue({ ...clean, imported: 2 });
    renderAt(<BulkImport />);
    await screen.findByRole('button', { name: 'Import questions' });
    choose();
    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(within(table).getAllByText('OK')).toHaveLength(2);
    expect(screen.getByText('2 rows: 2 OK, 0 with errors')).toBeInTheDocument();
    // The preview renders maths as students will see it, not its $…$ source.
    await vi.waitFor(() => expect(table.querySelector('.katex')).not.toBeNull());
    expect(within(table).queryByText(/\$25/)).toBeNull();
    const run = screen.getByRole('button', { name: 'Import 2 questions' });
    expect(run).toBeEnabled();
    act(() => run.click());
    expect(await screen.findByText('2 questions imported into the question bank.')).toBeInTheDocument();
    expect(api.runImport).toHaveBeenCalledWith(expect.objectContaining({ name: 'questions.csv' }), expect.any(Function), {});
    expect(screen.getByRole('button', { name: 'Import questions' })).toBeDisabled();
  });

  it('checks an Aiken file again under the default subject and topic chosen, and imports with them', async () => {
    const missing: ImportReport = {
      rows: [{ row: 1, ok: false, errors: [{ column: 'subject', message: 'Choose a subject' }], preview: null }],
      validCount: 0,
      errorCount: 1,
      imported: 0,
    };
    const filled: ImportReport = { rows: [{ row: 1, ok: true, errors: [], preview }], validCount: 1, errorCount: 0, imported: 0 };
    api.previewImport.mockImplementation((_file: File, _progress: unknown, defaults: { subject?: string; topic?: string }) =>
      Promise.resolve(defaults?.topic ? filled : missing),
    );
    api.runImport.mockResolvedValue({ ...filled, imported: 1 });
    renderAt(<BulkImport />);
    const topic = await screen.findByRole('combobox', { name: 'Topic for questions without one' });
    expect(topic).toBeDisabled();
    choose('questions.txt');
    expect(await screen.findByText('1 row: 0 OK, 1 with errors')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Subject for questions without one' }), { target: { value: 'math' } });
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Topic for questions without one' })).toBeEnabled());
    fireEvent.change(screen.getByRole('combobox', { name: 'Topic for questions without one' }), { target: { value: 'percentage' } });
    expect(await screen.findByText('1 row: 1 OK, 0 with errors')).toBeInTheDocument();
    expect(api.previewImport).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'questions.txt' }), expect.any(Function), {
      subject: 'math',
      topic: 'percentage',
    });
    act(() => screen.getByRole('button', { name: 'Import 1 question' }).click());
    expect(await screen.findByText('1 question imported into the question bank.')).toBeInTheDocument();
    expect(api.runImport).toHaveBeenCalledWith(expect.objectContaining({ name: 'questions.txt' }), expect.any(Function), {
      subject: 'math',
      topic: 'percentage',
    });
  });

  it('lists each row error by column and keeps the import disabled', async () => {
    api.previewImport.mockResolvedValue(withErrors);
    renderAt(<BulkImport />);
    await screen.findByRole('button', { name: 'Import questions' });
    choose('questions.xlsx');
    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    // Rows with errors are shown first by default; all rows at the switch.
    expect(within(table).getByText('2 errors')).toBeInTheDocument();
    expect(within(table).getByText(/Option 5 does not exist/)).toBeInTheDocument();
    expect(within(table).getByText('correct')).toBeInTheDocument();
    expect(within(table).queryByText('OK')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Show only rows with errors' }));
    expect(within(table).getByText('OK')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import questions' })).toBeDisabled();
    expect(screen.getByText(/nothing is imported while any row has an error/)).toBeInTheDocument();
    expect(api.runImport).not.toHaveBeenCalled();
  });

  it('shows the report of a refused import (422) and what the server said', async () => {
    api.previewImport.mockResolvedValue(clean);
    api.runImport.mockRejectedValue(
      new ApiError(422, {
        error: { code: 'UNPROCESSABLE', message: 'Fix the rows with errors: nothing was imported', details: withErrors },
      }),
    );
    renderAt(<BulkImport />);
    await screen.findByRole('button', { name: 'Import questions' });
    choose();
    const run = await screen.findByRole('button', { name: 'Import 2 questions' });
    act(() => run.click());
    expect(await screen.findByText('Fix the rows with errors: nothing was imported')).toBeInTheDocument();
    expect(screen.getByText(/Option 5 does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import questions' })).toBeDisabled();
  });

  it('refuses other file types before uploading', async () => {
    renderAt(<BulkImport />);
    await screen.findByRole('button', { name: 'Import questions' });
    choose('questions.pdf');
    expect(await screen.findByText('Choose a .csv, .xlsx, .xml, .gift or .txt file.')).toBeInTheDocument();
    expect(api.previewImport).not.toHaveBeenCalled();
  });
});
