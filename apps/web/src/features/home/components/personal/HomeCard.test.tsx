// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HomeCard } from './HomeCard.tsx';

const card = (reserve: boolean) =>
  render(
    <HomeCard id="c" title="Card" icon={null} color="#000000" state={{ status: 'ready', value: null }} lines={4} reserve={reserve}>
      {() => <p>Nothing yet</p>}
    </HomeCard>,
  );

describe('HomeCard', () => {
  it('keeps its skeleton lines as the least height of its content when asked (an empty state would shrink it)', () => {
    card(true);
    expect(getComputedStyle(screen.getByText('Nothing yet').parentElement!).minHeight).toBe('112px');
  });

  it('takes its content height otherwise', () => {
    card(false);
    expect(getComputedStyle(screen.getByText('Nothing yet').parentElement!).minHeight).not.toBe('112px');
  });
});
