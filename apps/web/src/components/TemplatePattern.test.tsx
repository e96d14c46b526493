// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import i18n from '../lib/i18n.ts';
import { TemplatePattern } from './TemplatePattern.tsx';

const show = (code: Parameters<typeof TemplatePattern>[0]['code']) =>
  render(
    <Suspense fallback={null}>
      <TemplatePattern code={code} />
    </Suspense>,
  );

describe('TemplatePattern', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("lists NTPC's duration, questions, sections, marks and negative marking, and each section", async () => {
    show('NTPC');
    const group = await screen.findByRole('group', { name: 'Pattern of RRB NTPC' });
    for (const text of ['90 minutes', '100 questions', '3 sections', '100 marks', 'Pass at 40', '+1 per correct, −0.25 per wrong']) {
      expect(within(group).getByText(text)).toBeInTheDocument();
    }
    const rows = within(screen.getByRole('table', { name: 'Sections of the paper' })).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      'Mathematics3030+1 / −0.25',
      'General Intelligence and Reasoning3030+1 / −0.25',
      'General Awareness3040+1 / −0.25',
    ]);
  });

  it('says when nothing is deducted (CTET)', async () => {
    show('CTET');
    expect(await screen.findByText('+1 per correct, no negative marking')).toBeInTheDocument();
  });

  it('uses Hindi section names in Hindi', async () => {
    await i18n.changeLanguage('hi');
    show('NTPC');
    expect(await screen.findByText('गणित')).toBeInTheDocument();
    expect(screen.getByText('90 मिनट')).toBeInTheDocument();
    expect(screen.getByText('सही पर +1, गलत पर −0.25')).toBeInTheDocument();
  });
});
