import { render, screen } from '@testing-library/react';
import { StayWarningsNote } from '@/features/stays/estimate/stay-warnings-note';

const living = { minimumChildAge: 6, childAgeWarning: 'Children must be at least 6.', wheelchairNote: 'In a wheelchair: no access.' };

describe('the stay warnings note', () => {
  it('shows the age rule to a party with children, as a note rather than an error', () => {
    render(<StayWarningsNote living={living} childCount={1} />);
    expect(screen.getByRole('note')).toHaveTextContent('Children must be at least 6.');
    expect(screen.getByRole('note')).toHaveTextContent('In a wheelchair: no access.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing when there is nothing to say', () => {
    const { container } = render(<StayWarningsNote living={{ ...living, wheelchairNote: null }} childCount={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
