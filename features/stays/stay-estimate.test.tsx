import { render, screen } from '@testing-library/react';
import { availabilityWords } from './availability-words';
import { translationLanguages } from '@/lib/i18n/languages';
import { EstimateResult, refusalOf } from './stay-estimate';

describe('the estimate’s answer', () => {
  it.each(translationLanguages)('%s: rates not out yet are a note, not an error: the request stays open', (lang) => {
    const words = availabilityWords[lang].estimate;
    render(<EstimateResult outcome={refusalOf(words.messages.ratesUnknown, words.messages)} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(words.messages.ratesUnknown);
    expect(note.className).not.toMatch(/danger/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a refusal in the error’s red', () => {
    const words = availabilityWords.en.estimate;
    render(<EstimateResult outcome={refusalOf(words.messages.noAdult, words.messages)} />);
    expect(screen.getByText(words.messages.noAdult).className).toMatch(/danger/);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
