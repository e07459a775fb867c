import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tableRequestEventWords } from '@/features/restaurant/table-request-event-words';
import { ReservationPanel } from './reservation-panel';
import { reservationSetup } from './reservation-setup';
import { sendReservation } from './send-reservation';
import type { TableRequestEvent } from './table-request-events';

jest.mock('@/lib/open-mail-client', () => ({ openMailClient: jest.fn() }));
jest.mock('./send-reservation', () => ({
  ...jest.requireActual<typeof import('./send-reservation')>('./send-reservation'),
  sendReservation: jest.fn(),
}));

const send = jest.mocked(sendReservation);
/** Testing Library reads a node's text with its no-break spaces as plain ones (« événement : choisissez »). */
const shownAs = (words: string) => words.replace(/\u00a0/g, ' ');
const lateNight: TableRequestEvent = {
  slug: '2099-06-05-nuit-des-etoiles',
  title: 'Nuit des étoiles',
  when: 'vendredi 5 juin',
  day: '2099-06-05',
  time: '21:00',
  endsAt: Date.parse('2099-06-05T23:59:00+02:00'),
  forOwner: 'Nuit des étoiles (vendredi 5 juin 2099, 21h00)',
};
const setup = { ...reservationSetup('fr'), tableEvents: { parameter: 'evenement', events: [lateNight], words: tableRequestEventWords.fr } };

describe('the reservation form asked for an event', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    send.mockReset();
    window.history.replaceState(null, '', `/restaurant/?evenement=${lateNight.slug}#reservation`);
  });

  it('opens naming the event; past the last slot, the time is the visitor’s to choose, and the form sends the event until it is removed', async () => {
    const sentEvents: (string | null)[] = [];
    send.mockImplementation((form) => {
      sentEvents.push(new FormData(form).get('evenement') as string | null);
      return Promise.reject(new Error('refused'));
    });
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={setup} />);

    expect(await screen.findByText('Nuit des étoiles')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Masquer le formulaire' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2099-06-05');
    expect(screen.getByRole('combobox', { name: /^Heure/ })).toHaveValue('');
    expect(screen.getByText(shownAs(tableRequestEventWords.fr.noSlot))).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Heure/ })).toHaveAccessibleDescription(
      expect.stringContaining(tableRequestEventWords.fr.noSlot),
    );

    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Dupont');
    await user.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Marie');
    await user.type(screen.getByRole('textbox', { name: /^Téléphone/ }), '06 12 34 56 78');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'marie@exemple.fr');
    await user.type(screen.getByRole('spinbutton', { name: /^Nombre de personnes/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Veuillez choisir une heure.')).toBeVisible();
    expect(send).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: /^Heure/ }), '20:15');
    expect(screen.queryByText(shownAs(tableRequestEventWords.fr.noSlot))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Retirer l’événement' }));
    expect(screen.queryByText('Nuit des étoiles')).toBeNull();
    expect(screen.getByLabelText(/^Date/)).toHaveFocus();
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#reservation');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2099-06-05');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(sentEvents).toEqual(['Nuit des étoiles (vendredi 5 juin 2099, 21h00)', null]);
  });
});
