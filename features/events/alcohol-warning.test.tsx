import { render, screen } from '@testing-library/react';
import { fixtureEventFile, fixtureEvents } from '@/e2e/event-fixtures';
import { AlcoholWarning } from './alcohol-warning';
import { eventsIn } from './events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const folder = mkdtempSync(path.join(tmpdir(), 'events-alcohol-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the alcohol health message beside an event', () => {
  it('follows the owner’s box: an event that serves alcohol carries it, another does not', () => {
    const market = fixtureEvents.find((candidate) => candidate.name === 'marche-de-noel');
    if (!market) throw new Error('no fixture Christmas market');
    for (const [name, sellsAlcohol] of [['avec-vin-chaud', true], ['sans-alcool', undefined]] as const) {
      const { name: fileName, data } = fixtureEventFile({ ...market, name });
      // The box ticked, or left out as the editor leaves it unticked.
      writeFileSync(path.join(folder, fileName), JSON.stringify({ ...data, sellsAlcohol }));
    }
    expect(eventsIn('fr', folder).map((event) => [event.slug.replace(/^\d{4}-\d{2}-\d{2}-/, ''), event.sellsAlcohol])).toEqual(
      expect.arrayContaining([
        ['avec-vin-chaud', true],
        ['sans-alcool', false],
      ]),
    );
  });

  it('says the message of Code de la santé publique L3323-4 in each language', () => {
    const said = {
      fr: 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
      en: 'Drinking too much alcohol is bad for your health. Please drink responsibly.',
      nl: 'Overmatig alcoholgebruik is schadelijk voor de gezondheid. Geniet, maar drink met mate.',
      de: 'Übermäßiger Alkoholkonsum schadet der Gesundheit. Bitte genießen Sie in Maßen.',
    } as const;
    for (const lang of ['fr', 'en', 'nl', 'de'] as const) {
      const { unmount } = render(<AlcoholWarning event={{ sellsAlcohol: true }} lang={lang} />);
      expect(screen.getByText(said[lang])).toBeVisible();
      unmount();
    }
    const { container } = render(<AlcoholWarning event={{ sellsAlcohol: false }} lang="fr" />);
    expect(container).toBeEmptyDOMElement();
  });
});
