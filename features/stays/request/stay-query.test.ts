import { readStayQuery, sentDayOf, stayQuery } from '@/features/stays/request/stay-query';
import { dayFromIso } from '@/lib/opening-status';

const vocabulary = { types: ['chalet', 'petite-cabane', 'grande-cabane'], extras: ['linge', 'lit-bebe'] };

describe('the stay in the page’s address', () => {
  it('reads what the stay form submits by itself, a ticked box repeated', () => {
    const query = readStayQuery(
      '?type=chalet&arrivee=2027-08-07&depart=2027-08-14&adultes=2&enfants=2&animaux=0&supplements=linge&supplements=lit-bebe',
      vocabulary,
    );
    expect(query).toEqual({
      stay: {
        type: 'chalet',
        arrivee: '2027-08-07',
        depart: '2027-08-14',
        adultes: '2',
        enfants: '2',
        animaux: '0',
        supplements: 'linge,lit-bebe',
      },
      second: null,
      sentOn: null,
    });
  });

  it('writes a stay, two units and the day sent as the owner’s link carries them, and reads them back the same', () => {
    const stay = {
      type: 'petite-cabane',
      arrivee: '2027-05-15',
      depart: '2027-05-18',
      adultes: '2',
      enfants: '0',
      animaux: '1',
      supplements: 'linge',
      ages: '',
    };
    const second = { type: 'grande-cabane', adultes: '2', enfants: '1', animaux: '0', supplements: '' };
    const written = stayQuery(stay, second, '2027-05-01');
    expect(written).toBe(
      'type=petite-cabane&arrivee=2027-05-15&depart=2027-05-18&adultes=2&enfants=0&animaux=1&supplements=linge&second=grande-cabane&second-adultes=2&second-enfants=1&second-animaux=0&envoye=2027-05-01',
    );
    // No age given: none written, none read (toEqual passes over the undefined).
    expect(readStayQuery(written, vocabulary)).toEqual({ stay: { ...stay, ages: undefined }, second, sentOn: '2027-05-01' });
  });

  it('keeps the children’s ages given, one per child at most, and nothing for an age not given', () => {
    expect(readStayQuery('?enfants=2&ages=4,,9', vocabulary).stay).toEqual({ enfants: '2', ages: '4,' });
    expect(readStayQuery('?enfants=2&ages=,7', vocabulary).stay).toEqual({ enfants: '2', ages: ',7' });
    expect(readStayQuery('?enfants=1&ages=,', vocabulary).stay).toEqual({ enfants: '1' });
  });

  it('leaves out whatever the form could not have written: an unknown unit or extra, a day that is not one, a count out of reach, an adult short', () => {
    const forged = readStayQuery(
      '?type=villa&arrivee=2027-02-30&depart=demain&adultes=0&enfants=999&animaux=-1&supplements=linge,jacuzzi,<b>&ages=40&second=chalet&envoye=2027-13-01',
      vocabulary,
    );
    // The second unit needs an adult of its own to be read at all.
    expect(forged).toEqual({ stay: { supplements: 'linge' }, second: null, sentOn: null });
  });

  it('reads an empty address as an empty stay', () => {
    expect(readStayQuery('', vocabulary)).toEqual({ stay: {}, second: null, sentOn: null });
  });
});

describe('sentDayOf (security review, issue 50)', () => {
  const today = dayFromIso('2027-05-10');
  it('takes the day a request was sent from the owner’s link, today included', () => {
    expect(sentDayOf('2027-05-01', today)).toBe(dayFromIso('2027-05-01'));
    expect(sentDayOf('2027-05-10', today)).toBe(today);
  });
  it('ignores a day to come, which the page would otherwise announce, and anything not a day', () => {
    expect(sentDayOf('2999-01-01', today)).toBeNull();
    expect(sentDayOf('2027-05-11', today)).toBeNull();
    expect(sentDayOf('2027-02-30', today)).toBeNull();
    expect(sentDayOf(null, today)).toBeNull();
  });
});
