import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { closingSoonMinutes, statusWords, type Closure, type ClosureNotice } from '@/features/opening-hours/opening-status-words';
import { placeSchedule } from '@/features/opening-hours/place-schedules';
import { ClosureNotices, OpeningStatus } from './opening-status-view';

const closures: readonly Closure[] = [{ places: ['restaurant'], from: '2026-12-21', through: '2027-01-04', reason: 'congés annuels' }];

describe('the opening status leaf', () => {
  afterEach(() => jest.useRealTimers());

  it('writes the weekly summary in the static HTML, never a status of the build’s day', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T12:30:00+01:00') });
    const html = renderToString(
      <OpeningStatus
        schedule={placeSchedule('restaurant', [])}
        words={statusWords.fr}
        lang="fr"
        closingSoonMinutes={closingSoonMinutes}
        fallback="Du mercredi au dimanche"
      />,
    );
    expect(html).toContain('Du mercredi au dimanche');
    expect(html).not.toContain('Ouvert');
  });

  it('shows the status in the browser and turns it when the time comes', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T13:29:30+01:00') });
    render(
      <OpeningStatus
        schedule={placeSchedule('restaurant', [])}
        words={statusWords.fr}
        lang="fr"
        closingSoonMinutes={closingSoonMinutes}
        fallback="Du mercredi au dimanche"
        label="Restaurant"
      />,
    );
    // After the place's name and its colon, the status goes on in lower case.
    expect(screen.getByText('ferme bientôt · 13h30')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('fermé · ouvre à 19h00')).toBeInTheDocument();
  });

  it('lists a closure in the static HTML and hides it in the browser once it is over', () => {
    const html = renderToString(<ClosureNotices closures={closures} place="Restaurant" words={statusWords.fr} lang="fr" />);
    expect(html).toContain('Restaurant\u00a0: fermeture du lundi 21 décembre 2026 au lundi 4 janvier 2027 inclus (congés annuels).');

    jest.useFakeTimers({ now: new Date('2027-01-04T23:59:00+01:00') });
    const { unmount } = render(<ClosureNotices closures={closures} place="Restaurant" words={statusWords.fr} lang="fr" />);
    expect(screen.getByText(/^Restaurant : fermeture/)).toBeVisible();
    unmount();
    jest.setSystemTime(new Date('2027-01-05T00:00:00+01:00'));
    render(<ClosureNotices closures={closures} place="Restaurant" words={statusWords.fr} lang="fr" />);
    expect(screen.getByText(/^Restaurant : fermeture/)).not.toBeVisible();
  });

  it('writes a closure in German with the owner’s German reason, nothing marked as French', () => {
    const translated: readonly ClosureNotice[] = [
      { places: ['restaurant'], from: '2026-12-21', through: '2027-01-04', reason: 'Betriebsurlaub' },
    ];
    const html = renderToString(<ClosureNotices closures={translated} place="Restaurant" words={statusWords.de} lang="de" />);
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    expect(container.textContent).toBe(
      'Restaurant: geschlossen von Montag, 21. Dezember 2026, bis einschließlich Montag, 4. Januar 2027 (Betriebsurlaub).',
    );
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('writes an untranslated reason in French on a German page, marked as French', () => {
    const untranslated: readonly ClosureNotice[] = [
      { places: ['restaurant'], from: '2026-12-21', through: '2027-01-04', reason: 'inventaire', reasonLang: 'fr' },
    ];
    const html = renderToString(<ClosureNotices closures={untranslated} place="Restaurant" words={statusWords.de} lang="de" />);
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />);
    expect(container.textContent).toBe(
      'Restaurant: geschlossen von Montag, 21. Dezember 2026, bis einschließlich Montag, 4. Januar 2027 (inventaire).',
    );
    expect(container.querySelector('[lang="fr"]')).toHaveTextContent(/^inventaire$/);
  });

  it('shows the status in English, with the place named the English way', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T12:30:00+01:00') });
    render(
      <OpeningStatus
        schedule={placeSchedule('restaurant', [])}
        words={statusWords.en}
        lang="en"
        closingSoonMinutes={closingSoonMinutes}
        fallback="Wednesday to Sunday"
        label="Restaurant"
      />,
    );
    expect(screen.getByText('Restaurant:')).toBeInTheDocument();
    expect(screen.getByText('open · until 13:30')).toBeInTheDocument();
  });

  it('heads its line with a capital where the page already names the place, and goes on in lower case after « Restaurant: » in German', () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00+01:00') });
    const { container, unmount } = render(
      <OpeningStatus
        schedule={placeSchedule('restaurant', [])}
        words={statusWords.de}
        lang="de"
        closingSoonMinutes={closingSoonMinutes}
        fallback="von Mittwoch"
        label="Restaurant"
      />,
    );
    expect(container.querySelector('p > span > span')?.textContent).toBe('Restaurant: heute geschlossen · öffnet am Mittwoch um 12:00 Uhr');
    unmount();
    render(
      <OpeningStatus
        schedule={placeSchedule('restaurant', [])}
        words={statusWords.de}
        lang="de"
        closingSoonMinutes={closingSoonMinutes}
        fallback="Von Mittwoch"
      />,
    );
    expect(screen.getByText('Heute geschlossen · öffnet am Mittwoch um 12:00 Uhr')).toBeInTheDocument();
  });
});
