// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { STORAGE_KEYS } from '@pariksha/shared/constants';
import i18n from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { Header } from './Header.tsx';

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <Header showMenuToggle={false} onMenuToggle={() => undefined} /> }], {
    initialEntries: ['/about'],
  });
  render(<RouterProvider router={router} />);
}

describe('Header', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ token: null, selectedLanguage: 'hi' });
    await i18n.changeLanguage('hi');
  });

  it('switches the whole UI between हिंदी and English and stores the choice', async () => {
    renderHeader();
    const group = screen.getByRole('group', { name: 'भाषा' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिंदी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'हिंदी' })).toHaveTextContent('हिं');
    expect(screen.getByRole('link', { name: 'साइन इन/रजिस्टर' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(useSession.getState().selectedLanguage).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBe('en');
    expect(await screen.findByRole('link', { name: 'Login/Register' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'हिंदी' }));
    await waitFor(() => expect(i18n.language).toBe('hi'));
    expect(localStorage.getItem(STORAGE_KEYS.selectedLanguage)).toBe('hi');
  });

  it('says where the logo goes: home once a language is chosen, else the language selector', async () => {
    await i18n.changeLanguage('en');
    useSession.setState({ selectedLanguage: 'en' });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Pariksha: home' })).toHaveAttribute('href', '/');
  });

  it('keeps a visitor without a stored language on the default, and the logo leads to the language selector', async () => {
    useSession.setState({ selectedLanguage: null });
    renderHeader();
    expect(screen.getByRole('button', { name: 'हिंदी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Pariksha: भाषा चुनें' })).toHaveAttribute('href', '/language-selector');
  });
});
