import { render, screen } from '@testing-library/react';
import { availabilityWords } from './availability-words';
import { EstimateResult } from './stay-estimate';

describe('the estimate’s answer', () => {
  it('keeps a refusal in the error’s red', () => {
    const words = availabilityWords.en.estimate;
    render(<EstimateResult outcome={{ message: words.messages.noAdult }} />);
    expect(screen.getByText(words.messages.noAdult).className).toMatch(/danger/);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
