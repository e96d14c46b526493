// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../../../lib/i18n.ts';
import { SendNotificationForm } from './SendNotificationForm.tsx';

const ORG = '00000000-0000-4000-8000-000000000002';
const BATCH = '00000000-0000-4000-8000-0000000000b1';

const api = vi.hoisted(() => ({ sendNotification: vi.fn() }));
vi.mock('../../../../components/notifications/api.ts', async (original) => ({
  ...(await original<typeof import('../../../../components/notifications/api.ts')>()),
  ...api,
}));
vi.mock('./delivery-api.ts', async (original) => ({
  ...(await original<typeof import('./delivery-api.ts')>()),
  useAudienceGroups: () => ({
    isPending: false,
    data: {
      data: [
        { id: BATCH, name: 'Morning batch', isBatch: true, archived: false, memberCount: 12 },
        { id: 'g2', name: 'Doubts', isBatch: false, archived: false, memberCount: 30 },
      ],
    },
  }),
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

function renderForm(onSent = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SendNotificationForm organizationId={ORG} organizationName="Lakshya" onSent={onSent} />
    </QueryClientProvider>,
  );
  return onSent;
}

const text = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  api.sendNotification.mockReset().mockImplementation(async (_org, body) => ({
    id: 'n1',
    title: 'T',
    body: 'B',
    timestamp: Date.now(),
    translations: {},
    read: true,
    exam: null,
    scheduledFor: body.scheduledFor ?? null,
  }));
});

describe('SendNotificationForm', () => {
  it('sends both languages to a chosen batch; batches lists only batches; nothing chosen is an error', async () => {
    const onSent = renderForm();
    await screen.findByRole('textbox', { name: 'Title (Hindi)' });
    text('Title (Hindi)', 'कल छुट्टी');
    text('Message (Hindi)', 'संदेश');
    text('Title (English)', 'Holiday');
    text('Message (English)', 'Message');
    act(() => screen.getByRole('radio', { name: 'Batches' }).click());
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(await screen.findByText('Choose at least one batch')).toBeInTheDocument();
    expect(api.sendNotification).not.toHaveBeenCalled();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Choose batches' }));
    expect(await screen.findByRole('option', { name: 'Morning batch (12 members)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Doubts/ })).toBeNull();
    act(() => screen.getByRole('option', { name: 'Morning batch (12 members)' }).click());
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    await waitFor(() =>
      expect(api.sendNotification).toHaveBeenCalledWith(ORG, {
        hi: { title: 'कल छुट्टी', body: 'संदेश' },
        en: { title: 'Holiday', body: 'Message' },
        audience: { kind: 'batches', groupIds: [BATCH] },
      }),
    );
    await waitFor(() => expect(onSent).toHaveBeenCalled());
  });

  it('schedules only for a time in the future, and a scheduled one is not added to the list', async () => {
    const onSent = renderForm();
    await screen.findByRole('textbox', { name: 'Title (English)' });
    text('Title (English)', 'Revision');
    text('Message (English)', 'Chapter 4');
    act(() => screen.getByRole('checkbox', { name: 'Send later' }).click());
    const when = screen.getByLabelText('Date and time');
    fireEvent.change(when, { target: { value: '2020-01-01T10:00' } });
    act(() => screen.getByRole('button', { name: 'Schedule' }).click());
    expect(await screen.findByText('Choose a time in the future')).toBeInTheDocument();
    expect(api.sendNotification).not.toHaveBeenCalled();

    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    fireEvent.change(when, { target: { value: local } });
    act(() => screen.getByRole('button', { name: 'Schedule' }).click());
    await waitFor(() => expect(api.sendNotification).toHaveBeenCalledTimes(1));
    expect(api.sendNotification.mock.calls[0][1]).toEqual({
      en: { title: 'Revision', body: 'Chapter 4' },
      scheduledFor: new Date(local).getTime(),
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveValue(''));
    expect(onSent).not.toHaveBeenCalled();
  });
});
