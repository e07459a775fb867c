import { render, screen } from '@testing-library/react';
import { fixtureEventFile, fixtureEvents } from '@/e2e/event-fixtures';
import { AlcoholWarning } from './alcohol-warning';
import { eventsIn, mentionsAlcohol } from './events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const folder = mkdtempSync(path.join(tmpdir(), 'events-alcohol-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the alcohol health message beside an event', () => {
  it('follows the owner’s box, and the event’s own words where they name a drink with alcohol (« vin chaud »), box or not', () => {
    const market = fixtureEvents.find((candidate) => candidate.name === 'marche-de-noel');
    const demo = fixtureEvents.find((candidate) => candidate.name === 'demonstration-de-soufflage');
    if (!market || !demo) throw new Error('no fixture Christmas market or glassblowing demonstration');
    for (const [base, name, sellsAlcohol] of [
      [demo, 'case-cochee', true],
      [demo, 'sans-alcool', undefined],
      [market, 'vin-chaud-sans-case', undefined],
    ] as const) {
      const { name: fileName, data } = fixtureEventFile({ ...base, name });
      // The box ticked, or left out as the editor leaves it unticked.
      writeFileSync(path.join(folder, fileName), JSON.stringify({ ...data, sellsAlcohol }));
    }
    expect(eventsIn('fr', folder).map((event) => [event.slug.replace(/^\d{4}-\d{2}-\d{2}-/, ''), event.sellsAlcohol])).toEqual(
      expect.arrayContaining([
        ['case-cochee', true],
        ['sans-alcool', false],
        ['vin-chaud-sans-case', true],
      ]),
    );
    expect(mentionsAlcohol('Soirée moules-frites au bord du lac')).toBe(false);
    expect(mentionsAlcohol('Dégustation de vins du Jura')).toBe(true);
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
