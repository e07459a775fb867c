/** @jest-environment node */
import { homemadeClaimErrors } from './homemade-claims';

const result = (file: string, written: unknown) => ({ file, errors: [], warnings: [], provisional: [], written });

describe('« maison » outside the carte, held to the carte’s rule (L122-19 to L122-21)', () => {
  it('refuses it in an event’s text and in a photo’s description, in French and in a translation, naming the file, the field and the language', () => {
    const event = {
      title: 'Soirée moules-frites',
      description: 'Moules marinières, frites maison à volonté.',
      startDay: '2026-12-04',
      startTime: '19:00',
      endDay: '2026-12-04',
      endTime: '22:00',
      place: 'restaurant',
      participation: 'table',
      priceKind: 'prix',
      priceEuros: 18,
      status: 'prevu',
      en: { description: 'Mussels and all the homemade chips you can eat.' },
    };
    const errors = homemadeClaimErrors([result('content/data/events/2026-12-04-soiree-moules-frites.json', event)]);
    expect(errors).toEqual([
      expect.stringMatching(
        /^content\/data\/events\/2026-12-04-soiree-moules-frites\.json › description .*en français : « Moules marinières, frites maison à volonté\. »/,
      ),
      expect.stringMatching(/› description .*en anglais : « Mussels and all the homemade chips you can eat\. »/),
    ]);
  });

  it('reads a photo’s description anywhere, and leaves alone « maison » where it names no food', () => {
    const team = { members: [{ role: 'Cuisine', photo: { file: 'pizza.jpg', alt: 'Pizza maison sortie du four' } }] };
    expect(homemadeClaimErrors([result('content/data/team.json', team)])).toEqual([expect.stringContaining('members[0].photo.alt')]);
    const home = { hero: { title: 'Une maison au bord du lac', subtitle: 'Des chalets et des cabanes' } };
    expect(homemadeClaimErrors([result('content/data/home.json', home)])).toEqual([]);
  });
});
