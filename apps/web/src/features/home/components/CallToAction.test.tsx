// @vitest-environment jsdom
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18n from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { fakeToken } from '../../../test/fake-token.ts';
import { CallToAction } from './CallToAction.tsx';

const renderCta = () =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <CallToAction />
      </Suspense>
    </MemoryRouter>,
  );

describe('CallToAction (spec 2.7)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('home');
  });

  it('sends visitors without a token to /signup', async () => {
    useSession.setState({ token: null });
    renderCta();
    expect(await screen.findByRole('link', { name: 'Register Your Institute' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', '/contact-us');
  });

  it('sends signed-in people to /', async () => {
    useSession.setState({ token: fakeToken() });
    renderCta();
    expect(await screen.findByRole('link', { name: 'Register Your Institute' })).toHaveAttribute('href', '/');
  });
});
