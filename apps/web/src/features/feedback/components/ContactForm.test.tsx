// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { ContactForm } from './ContactForm.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm(formType: 'contact-us' | 'feedback' = 'feedback') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <ContactForm formType={formType} />
      </Suspense>
    </QueryClientProvider>,
  );
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillValid() {
  type(/Your name/, '  Anjali Singh ');
  type(/^Email/, 'anjali@example.com');
  type(/Subject/, 'Mistake in a question');
  type(/^Message/, 'Question 12 of the NTPC mock has two correct options.');
}

// The first render loads MUI and the locale chunk, which is slow on a busy machine.
describe('ContactForm', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    useSession.setState({ token: null, userName: null, selectedLanguage: 'en' });
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['feedback']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the schema messages and sends nothing when the form is invalid', async () => {
    renderForm();
    await screen.findByLabelText(/Your name/);
    type(/Your name/, 'A');
    type(/^Email/, 'not-an-email');
    type(/Phone/, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number (10 to 13 digits)')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the Hindi message for a field error in Hindi', async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces(['feedback']);
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeInTheDocument();
  });

  it('posts trimmed values with the form type, then thanks and can start again', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { id: 'f1' }));
    renderForm('feedback');
    await screen.findByLabelText(/Your name/);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/^\/api\/feedback\?/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      formType: 'feedback',
      name: 'Anjali Singh',
      email: 'anjali@example.com',
      subject: 'Mistake in a question',
      message: 'Question 12 of the NTPC mock has two correct options.',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await screen.findByLabelText(/Your name/)).toHaveValue('Anjali Singh');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('explains a 429 and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.' } }),
    );
    renderForm('contact-us');
    await screen.findByLabelText(/Your name/);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several messages in a short time');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Mistake in a question');
  });

  it("shows the server's message for other errors", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: 'VALIDATION_FAILED', message: 'Invalid request' } }));
    renderForm('contact-us');
    await screen.findByLabelText(/Your name/);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid request');
  });

  it('prefills the name of a signed-in person', async () => {
    useSession.setState({ userName: 'Ravi Kumar' });
    renderForm();
    await waitFor(async () => expect(await screen.findByLabelText(/Your name/)).toHaveValue('Ravi Kumar'));
  });
});
