import { render, screen } from '@testing-library/react';
import { availabilityWords } from '@/features/stays/stays';
import { translationLanguages } from '@/lib/i18n/languages';
import { EstimateResult } from './stay-estimate';

const prices = { rate: () => '', total: () => '' } as unknown as Parameters<typeof EstimateResult>[0]['prices'];

describe('the estimate’s answer', () => {
  it.each(translationLanguages)('%s: rates not out yet are a note, not an error: the request stays open', (lang) => {
    const words = availabilityWords[lang].estimate;
    render(<EstimateResult lang={lang} words={words} prices={prices} estimate={{ ok: false, message: words.messages.ratesUnknown }} synced taxNote="" />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(words.messages.ratesUnknown);
    expect(note.className).not.toMatch(/danger/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a refusal in the error’s red', () => {
    const words = availabilityWords.en.estimate;
    render(<EstimateResult lang="en" words={words} prices={prices} estimate={{ ok: false, message: words.messages.noAdult }} synced taxNote="" />);
    expect(screen.getByText(words.messages.noAdult).className).toMatch(/danger/);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
