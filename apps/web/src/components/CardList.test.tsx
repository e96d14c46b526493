// @vitest-environment jsdom
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CardGrid } from './CardList.tsx';

const items = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

/** Each card notes how many cards its own commit put in the document. */
function Card({ id, seen }: { id: string; seen: Record<string, number> }) {
  useLayoutEffect(() => {
    seen[id] = document.querySelectorAll('[data-card]').length;
  }, [id, seen]);
  return <p data-card>card {id}</p>;
}

describe('CardGrid', () => {
  it('draws every card in one commit by default', () => {
    const seen: Record<string, number> = {};
    render(<CardGrid items={items} stale={false} render={(item) => <Card id={item.id} seen={seen} />} />);
    expect(screen.getAllByText(/^card /)).toHaveLength(5);
    expect(seen).toEqual({ a: 5, b: 5, c: 5, d: 5, e: 5 });
  });

  it('with `first`, commits that many cards first and the rest in a commit of their own', async () => {
    const seen: Record<string, number> = {};
    render(<CardGrid items={items} stale={false} first={2} render={(item) => <Card id={item.id} seen={seen} />} />);
    expect(await screen.findByText('card e')).toBeInTheDocument();
    expect(screen.getAllByText(/^card /).map((p) => p.textContent)).toEqual(['card a', 'card b', 'card c', 'card d', 'card e']);
    expect(seen).toEqual({ a: 2, b: 2, c: 5, d: 5, e: 5 });
  });

  it('draws a list shorter than `first` whole', () => {
    const seen: Record<string, number> = {};
    render(<CardGrid items={items.slice(0, 2)} stale={false} first={3} render={(item) => <Card id={item.id} seen={seen} />} />);
    expect(seen).toEqual({ a: 2, b: 2 });
  });
});
