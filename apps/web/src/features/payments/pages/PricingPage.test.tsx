// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { forgetEarlyText } from '../../../lib/early-data.ts';
import { useSession } from '../../../lib/session.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { mockApi, renderRoutes, setLanguage } from '../../../test/render.tsx';
import { PricingPage } from './PricingPage.tsx';

const plan = {
  id: '33333333-3333-4333-8333-333333333333',
  organizationId: '44444444-4444-4444-8444-444444444444',
  organizationName: 'Pariksha',
  platform: true,
  name: { hi: 'प्रीमियम मासिक', en: 'Premium monthly' },
  description: {},
  pricePaise: 19900,
  period: 'monthly',
  trialDays: 0,
  gstRateBps: 1800,
  gstInclusive: true,
  gst: { taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 19900 },
  unlocks: { all: true, examIds: [], noteIds: [], pdfIds: [] },
  retired: false,
  mine: null,
};

/**
 * A visitor's /pricing hydrates the plans /boot.js drew into the prerendered page (issue 15):
 * its first render must already be those plans, from the same answer, or hydration would not
 * match; and the page leaves /boot.js's template and strings in its skeleton for it.
 */
describe('/pricing and the plans /boot.js drew', () => {
  beforeEach(() => setLanguage('hi', ['payments', 'common']));
  afterEach(() => {
    forgetEarlyText();
    vi.unstubAllGlobals();
    useSession.setState({ token: null });
  });

  it("a visitor's first render is the drawn plans; the page then forgets the drawing", () => {
    mockApi({ '/plans': { data: [plan] } });
    globalThis.__earlyPaint = { path: '/pricing', data: { data: [plan] }, at: Date.now() };
    renderRoutes([{ path: '/pricing', element: <PricingPage /> }], '/pricing');
    // Synchronously: no loading state in between.
    expect(screen.getByRole('article', { name: 'प्रीमियम मासिक' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रीमियम मासिक चुनें' })).toBeInTheDocument();
    expect(document.querySelector('[data-early-template]')).toBeNull();
    expect(globalThis.__earlyPaint).toBeUndefined();
  });

  it("without a drawing, the skeleton carries the card's template and the page's strings for /boot.js", async () => {
    mockApi({ '/plans': { data: [plan] } });
    renderRoutes([{ path: '/pricing', element: <PricingPage /> }], '/pricing');
    const template = document.querySelector<HTMLElement>('[data-early-template="plans"]')!;
    expect(document.querySelector('[data-early="plans"]')).not.toBeNull();
    expect(template.hidden).toBe(true);
    expect(template.querySelectorAll('article [data-plan]').length).toBe(8);
    expect(JSON.parse(template.dataset.strings!)).toMatchObject({
      choose: '{name} चुनें',
      plusGst: '+ जीएसटी {rate}% = {total}',
      unlocksSome: 'चुनी हुई सशुल्क सामग्री: {count}',
      period: { monthly: 'प्रति माह', yearly: 'प्रति वर्ष' },
    });
    expect(await screen.findByRole('article', { name: 'प्रीमियम मासिक' })).toBeInTheDocument();
  });

  it('a signed-in reader does not take a drawing (their page is rendered afresh, with their own plans)', async () => {
    useSession.setState({ token: fakeToken() });
    const fetchMock = mockApi({ '/plans': { data: [] } });
    globalThis.__earlyPaint = { path: '/pricing', data: { data: [plan] }, at: Date.now() };
    renderRoutes([{ path: '/pricing', element: <PricingPage /> }], '/pricing');
    expect(screen.queryByRole('article')).toBeNull();
    expect(document.querySelector('[data-early-template]')).toBeNull();
    expect(await screen.findByText('अभी कोई प्लान बिक्री पर नहीं है')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });
});
