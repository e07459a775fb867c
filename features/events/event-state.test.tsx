import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { eventWords } from '@/features/events/event-words';
import type { EventStatus } from '@/content/schema/event-choices';
import { EventState, eventStateWords } from './event-state';

const endsAt = 10 * 60_000;

/** The badge's text in the build's HTML, and once hydrated with the visitor's clock past the end. */
async function badges(status: EventStatus, endedAtBuild: boolean): Promise<{ html: string; hydrated: string }> {
  const state = <EventState lang="fr" status={status} endsAt={endsAt} endedAtBuild={endedAtBuild} />;
  const html = renderToString(state);
  jest.useFakeTimers({ now: endsAt + 60_000 });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, state);
  });
  const hydrated = container.textContent ?? '';
  container.remove();
  jest.useRealTimers();
  return { html, hydrated };
}

describe('the state beside an event’s title', () => {
  it('says a planned or full event took place once it has ended', async () => {
    for (const status of ['prevu', 'complet'] as const) {
      const { html, hydrated } = await badges(status, true);
      expect(html).toContain(eventWords.fr.ended);
      expect(hydrated).toBe(eventWords.fr.ended);
    }
    expect(eventStateWords('en', 'complet')).toEqual({ before: 'Fully booked', after: 'Past event' });
  });

  it('keeps saying a cancelled or postponed event is so after its date, in the HTML and by the visitor’s clock', async () => {
    for (const [status, word] of [
      ['annule', 'Événement annulé'],
      ['reporte', 'Reporté, nouvelle date à venir'],
    ] as const) {
      const built = await badges(status, true);
      expect(built.html).toContain(word);
      expect(built.html).not.toContain(eventWords.fr.ended);
      const later = await badges(status, false);
      expect(later.html).toContain(word);
      expect(later.hydrated).toBe(word);
    }
    expect(eventStateWords('de', 'annule')).toEqual({ before: 'Abgesagt', after: 'Abgesagt' });
  });

  it('says nothing before the end of a planned event', () => {
    expect(eventStateWords('fr', 'prevu')).toEqual({ after: eventWords.fr.ended });
  });
});
