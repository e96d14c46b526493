// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { QuestionEditor } from './QuestionEditor.tsx';
import { emptyQuestion } from '../../lib/question-form.ts';
import { setLanguage } from '../../test/render.tsx';

const setup = (onSubmit = vi.fn()) => {
  render(
    <Suspense fallback={null}>
      <QuestionEditor initial={emptyQuestion()} isNew busy={false} error={null} onSubmit={onSubmit} onCancel={() => undefined} />
    </Suspense>,
  );
  return onSubmit;
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('QuestionEditor', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('en'));

  it('shows the shared schema messages and sends nothing while invalid', async () => {
    const onSubmit = setup();
    act(() => screen.getByRole('button', { name: 'Save question' }).click());
    expect(await screen.findByText('Choose a subject')).toBeInTheDocument();
    expect(screen.getByText('Write the question in Hindi or English')).toBeInTheDocument();
    expect(screen.getByText('Mark at least one option as correct')).toBeInTheDocument();
    expect(screen.getAllByText('Every option needs text in Hindi or English')).toHaveLength(4);
    expect(screen.getByText('Some fields need attention: see the messages below.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('builds the payload from both languages, the correct options and no empty text', async () => {
    const onSubmit = setup();
    type('Subject', 'indian geography');
    type('Topic', 'rivers');
    type('Difficulty', 'hard');
    type('Question (Hindi)', 'गंगा का उद्गम $x^2$ कहाँ है?');
    type('Question (English)', 'Where does the Ganga rise?');
    type('Option 1 (Hindi)', 'गंगोत्री');
    type('Option 1 (English)', 'Gangotri');
    type('Option 2 (English)', 'Yamunotri');
    type('Option 3 (Hindi)', 'अमरकंटक');
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 4' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Option 1 is correct' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Option 3 is correct' }));
    type('Explanation (English)', 'It rises at Gangotri glacier.');
    act(() => screen.getByRole('button', { name: 'Save question' }).click());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [body, addAnother] = onSubmit.mock.calls[0]!;
    expect(addAnother).toBe(false);
    expect(body).toEqual({
      subject: 'indian geography',
      topic: 'rivers',
      difficulty: 'hard',
      text: { hi: 'गंगा का उद्गम $x^2$ कहाँ है?', en: 'Where does the Ganga rise?' },
      options: [
        { hi: 'गंगोत्री', en: 'Gangotri', isCorrect: true },
        { en: 'Yamunotri', isCorrect: false },
        { hi: 'अमरकंटक', isCorrect: true },
      ],
      explanation: { en: 'It rises at Gangotri glacier.' },
      imageUrl: null,
    });
  });

  it('clears the topic when the subject changes and previews the typed question', async () => {
    setup();
    type('Subject', 'indian geography');
    type('Topic', 'rivers');
    type('Subject', 'world geography');
    expect(screen.getByLabelText('Topic')).toHaveValue('');
    type('Question (English)', 'What is $\\frac{1}{2}$ of 10?');
    type('Option 2 (English)', 'Five');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Option 2 is correct' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('What is');
    expect(preview).toHaveTextContent('Correct');
    // Hindi preview falls back to English and says so.
    fireEvent.click(screen.getByRole('button', { name: 'हिंदी' }));
    expect(preview).toHaveTextContent('Not written in this language yet');
  });

  it('refuses an image link that is not https', async () => {
    const onSubmit = setup();
    type('Image URL', 'javascript:alert(1)');
    act(() => screen.getByRole('button', { name: 'Save question' }).click());
    expect(await screen.findByText('Enter a full link starting with https://')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
