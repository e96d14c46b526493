// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calledUrls, mockApi, pdfSummary, PDF_ID, renderRoutes, setLanguage } from '../test/render.tsx';
import { PdfDownloadPage } from './PdfDownloadPage.tsx';

const list = (data = [pdfSummary()], canUpload = false) => ({
  data,
  total: data.length,
  page: 1,
  limit: 12,
  canUpload,
  maxBytes: 20 * 1024 * 1024,
});
const renderPdfs = () => renderRoutes([{ path: '/pdf-download', element: <PdfDownloadPage /> }], '/pdf-download');

describe('PdfDownloadPage', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads a PDF with the session and saves it under the server’s file name', async () => {
    const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const api = mockApi({
      '/pdfs': list(),
      [`/pdfs/${PDF_ID}/download`]: () =>
        new Response(pdfBytes, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Divisibility Rules.pdf"; filename*=UTF-8''Divisibility%20Rules.pdf`,
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPdfs();
    expect(await screen.findByRole('heading', { name: 'Divisibility Rules' })).toBeInTheDocument();
    expect(screen.getByText('3 KB · 1 Mar 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Divisibility Rules' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download Divisibility Rules' }));
    await waitFor(() => expect(clicked).toEqual(['Divisibility Rules.pdf']));
    const download = calledUrls(api).find((u) => u.pathname.endsWith('/download'))!;
    expect(download.searchParams.get('lang')).toBe('en');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('lets staff open the upload form, which refuses a file that is not a PDF before sending it', async () => {
    const api = mockApi({ '/pdfs': list([pdfSummary({ canDelete: true })], true) });
    renderPdfs();
    expect(await screen.findByRole('button', { name: 'Delete Divisibility Rules' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a PDF' });
    const input = within(dialog).getByLabelText('PDF file');
    fireEvent.change(input, { target: { files: [new File(['<html>not a pdf</html>'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByText('This file is not a PDF.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Title in English' })).toHaveValue('notes');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Subject' }), { target: { value: 'math' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(within(dialog).getByText('This file is not a PDF.')).toBeInTheDocument());
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('explains a file over the limit and names the limit', async () => {
    mockApi({ '/pdfs': { ...list([], true), maxBytes: 1024 } });
    renderPdfs();
    expect(await screen.findByRole('heading', { name: 'No PDFs yet' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Upload PDF' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Upload a PDF' });
    fireEvent.change(within(dialog).getByLabelText('PDF file'), { target: { files: [new File(['%PDF-' + 'x'.repeat(4000)], 'big.pdf')] } });
    expect(await within(dialog).findByText('This file is too large. The limit is 1 KB.')).toBeInTheDocument();
  });
});
