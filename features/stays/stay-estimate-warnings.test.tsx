// The estimate shows the unit's warnings under its result (stay-warnings.ts): the minimum age when
// children come, the wheelchair fact; never as a refusal. Rules and words from the seed.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { availabilityWords } from './availability-words';
import { estimateRules } from './stays';
import { StayEstimate } from './stay-estimate';
import { unitLivingIn } from './unit-living';

function renderEstimate() {
  const words = availabilityWords.fr;
  render(
    <StayEstimate
      lang="fr"
      words={words.estimate}
      types={[{ id: 'petite-cabane', title: words.typeTitle['petite-cabane'], rules: estimateRules('petite-cabane'), taxNote: '', bookedByUnit: [[]], synced: true, living: unitLivingIn('fr', 'petite-cabane') }]}
      prices={{ depositEuros: 0 }}
      end={Number.MAX_SAFE_INTEGER}
      request={{ open: 'Demander ces dates', loading: '…', loadFailed: 'échec' }}
      fallback={null}
    >
      {null}
    </StayEstimate>,
  );
  return words.estimate;
}

describe('the estimate’s warnings', () => {
  it('says the small cabin’s minimum age once children are counted, as a note', async () => {
    const words = renderEstimate();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(words.children));
    await user.type(screen.getByLabelText(words.children), '1');
    await user.click(screen.getByRole('button', { name: words.submit }));
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('au moins 6 ans');
    expect(note).toHaveTextContent('en fauteuil roulant');
  });

  it('says no age rule without children, only the wheelchair fact', async () => {
    const words = renderEstimate();
    await userEvent.setup().click(screen.getByRole('button', { name: words.submit }));
    const note = await screen.findByRole('note');
    expect(note).not.toHaveTextContent('au moins 6 ans');
    expect(note).toHaveTextContent('en fauteuil roulant');
  });
});
