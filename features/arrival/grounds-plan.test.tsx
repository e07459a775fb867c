import { render, screen } from '@testing-library/react';
import { GroundsPlan } from './grounds-plan';
import { arrivalWords } from './arrival-words';

const places = {
  parking: 'Parking',
  reception: 'Accueil',
  chalets: 'Chalets',
  restaurant: 'Restaurant',
  pond: 'Étang de pêche',
  cabins: 'Cabanes dans les arbres',
  fitnessTrail: 'Parcours de santé',
};

describe('the plan of the grounds', () => {
  it('heads the walking times only when there are some (the owner’s build showed « Temps de marche » over nothing)', () => {
    const { rerender } = render(<GroundsPlan id="plan" places={places} walks={[]} words={arrivalWords.fr} />);
    expect(screen.getByRole('heading', { name: arrivalWords.fr.places })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: arrivalWords.fr.walkingTimes })).toBeNull();
    rerender(
      <GroundsPlan id="plan" places={places} walks={[{ from: 'Parking', to: 'Accueil', time: '2 min à pied' }]} words={arrivalWords.fr} />,
    );
    expect(screen.getByRole('heading', { name: arrivalWords.fr.walkingTimes })).toBeInTheDocument();
    expect(screen.getByText('Parking', { selector: 'li span' })).toBeInTheDocument();
  });
});
