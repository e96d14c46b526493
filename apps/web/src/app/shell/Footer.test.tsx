// @vitest-environment jsdom
import { describe, expect, it, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeToken } from '../../test/fake-token.ts';
import '../../lib/i18n.ts';
import i18n from '../../lib/i18n.ts';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { OrganizationSummary } from '@pariksha/shared/schemas/auth';
import { useSession } from '../../lib/session.ts';
import { Footer } from './Footer.tsx';

const org: OrganizationSummary = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Demo Institute',
  description: 'Coaching in Lucknow',
  address: 'Aliganj, Lucknow',
  email: 'contact@demo.example.com',
  logoUrl: null,
  socialMedia: { youtube: 'https://youtube.com/@demo', twitter: 'https://twitter.com/demo' },
  timeZone: 'Asia/Kolkata',
};

const renderFooter = () =>
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );

describe('Footer (spec 2.6)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the default brand without a signed-in role', () => {
    useSession.setState({ token: null, organization: org });
    renderFooter();
    expect(screen.queryByText('Demo Institute')).toBeNull();
    expect(screen.getByText(/All rights reserved/)).toHaveTextContent(String(new Date().getFullYear()));
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-conditions');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it("shows the organisation's branding and only the social links it has", () => {
    useSession.setState({ token: fakeToken({ organizationId: org.id }), organization: org });
    renderFooter();
    expect(screen.getAllByText('Demo Institute').length).toBeGreaterThan(0);
    expect(screen.getByText('Aliganj, Lucknow')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact@demo.example.com' })).toHaveAttribute('href', 'mailto:contact@demo.example.com');
    expect(screen.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://youtube.com/@demo');
    expect(screen.getByRole('link', { name: 'Twitter' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Instagram' })).toBeNull();
  });

  it('shows the default brand for members of the default organisation', () => {
    useSession.setState({ token: fakeToken({ organizationId: DEFAULT_ORG_ID }), organization: { ...org, id: DEFAULT_ORG_ID } });
    renderFooter();
    expect(screen.queryByText('Aliganj, Lucknow')).toBeNull();
  });
});
