// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MathText } from './MathText.tsx';

describe('MathText', () => {
  it('shows plain text as text, never as HTML', () => {
    const { container } = render(<MathText text={'<b>bold</b> ₹5'} />);
    expect(screen.getByText('<b>bold</b> ₹5')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });

  it('renders $…$ with KaTeX once it has loaded', async () => {
    const { container } = render(<MathText text="Find the unit digit of $7^{35}$." />);
    expect(screen.getByText(/Find the unit digit of/)).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull(), { timeout: 10_000 });
    expect(container.querySelector('.katex-display')).toBeNull();
  });

  it('renders display maths as a block and survives bad TeX', async () => {
    const { container } = render(<MathText text={'$$\\frac{1}{2}$$ and $\\badcommand{x}$'} />);
    await waitFor(() => expect(container.querySelector('.katex-display')).not.toBeNull(), { timeout: 10_000 });
    expect(container.textContent).toContain('and');
  });
});
