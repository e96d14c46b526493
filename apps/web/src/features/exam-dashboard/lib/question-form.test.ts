import { describe, expect, it } from 'vitest';
import { questionInput, type BankQuestion } from '@pariksha/shared/schemas/question-bank';
import { emptyQuestion, fromBankQuestion, toQuestionPayload } from './question-form.ts';

const bankQuestion: BankQuestion = {
  id: 'q1',
  subject: 'indian geography',
  topic: 'rivers',
  difficulty: 'easy',
  text: { hi: 'गंगा कहाँ से निकलती है?' },
  options: [
    { id: 'a', hi: 'गंगोत्री' },
    { id: 'b', hi: 'यमुनोत्री', en: 'Yamunotri' },
  ],
  correctOptionIds: ['a'],
  explanation: {},
  imageUrl: null,
  languages: ['hi'],
  usedInSections: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('question form values', () => {
  it('starts with four empty options at medium difficulty', () => {
    const q = emptyQuestion('indian geography', 'rivers');
    expect(q.options).toHaveLength(4);
    expect(q).toMatchObject({ subject: 'indian geography', topic: 'rivers', difficulty: 'medium', imageUrl: '' });
  });

  it('reads a bank question with its correct options', () => {
    const v = fromBankQuestion(bankQuestion);
    expect(v.options).toEqual([
      { hi: 'गंगोत्री', en: '', isCorrect: true },
      { hi: 'यमुनोत्री', en: 'Yamunotri', isCorrect: false },
    ]);
    expect(v.text).toEqual({ hi: 'गंगा कहाँ से निकलती है?', en: '' });
  });

  it('turns validated values into the request body without empty languages', () => {
    const parsed = questionInput.parse({ ...fromBankQuestion(bankQuestion), explanation: { hi: ' ', en: 'Because.' } });
    const body = toQuestionPayload(parsed);
    expect(body.text).toEqual({ hi: 'गंगा कहाँ से निकलती है?' });
    expect(body.options[0]).toEqual({ hi: 'गंगोत्री', isCorrect: true });
    expect(body.explanation).toEqual({ en: 'Because.' });
    expect(body.imageUrl).toBeNull();
    // What is sent passes the shared schema again (the server's check).
    expect(questionInput.safeParse(body).success).toBe(true);
  });
});
