import { render, screen } from '@testing-library/react';

// React's cache() keeps the page's language only inside a server render; a plain render reads this one.
jest.mock(
  '@/lib/i18n/page-language',
  () => jest.requireActual<typeof import('@/lib/i18n/page-language-for-tests')>('@/lib/i18n/page-language-for-tests').plainPageLanguage,
);
// The photos' manifest is written by the build: a stand-in.
jest.mock('node:fs', () =>
  jest
    .requireActual<typeof import('@/lib/fake-image-manifest')>('@/lib/fake-image-manifest')
    .withFakeImageManifest(jest.requireActual('node:fs')),
);

import { EventPage } from '@/features/events/event-page';
import { eventPageWords } from '@/features/events/event-page-words';
import { eventsIn } from '@/features/events/events';

// An event of the seed that invites its guests: how to take part is said until it ends, by the visitor's clock.
const event = eventsIn('en').find((entry) => entry.status !== 'annule' && entry.status !== 'complet');
const takePart = () => screen.queryByText(eventPageWords.en.takePart);

describe('an event page', () => {
  afterEach(() => jest.useRealTimers());

  it('says how to take part while the event is to come', () => {
    if (!event) throw new Error('the seed has no event open to guests');
    jest.useFakeTimers({ now: event.endsAt - 60_000 });
    render(<EventPage slug={event.slug} lang="en" />);
    expect(takePart()).toBeVisible();
  });

  it('no longer says how to take part once the event is over', () => {
    if (!event) throw new Error('the seed has no event open to guests');
    jest.useFakeTimers({ now: event.endsAt + 60_000 });
    render(<EventPage slug={event.slug} lang="en" />);
    expect(takePart()).toBeNull();
    expect(screen.getByText(eventPageWords.en.when)).toBeVisible();
  });
});
