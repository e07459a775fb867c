import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openMailClient } from '@/lib/open-mail-client';
import { draftStorageKey } from './reservation-draft';
import { ReservationPanel } from './reservation-panel';
import { reservationSetup } from './reservation-setup';
import { sendReservation } from './send-reservation';
import { isoDay } from '@/lib/opening-status';
import { nextServiceDays } from '@/lib/restaurant-services';
import { parisNow } from './reservation';
import { reservationWords } from './restaurant-words';

jest.mock('@/lib/open-mail-client', () => ({ openMailClient: jest.fn() }));
jest.mock('./send-reservation', () => ({
  ...jest.requireActual<typeof import('./send-reservation')>('./send-reservation'),
  sendReservation: jest.fn(),
}));

const send = jest.mocked(sendReservation);
const french = reservationSetup('fr');
const mailClient = jest.mocked(openMailClient);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Nom/ }), '  Dupont  ');
  await user.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Marie');
  await user.type(screen.getByRole('textbox', { name: /^Téléphone/ }), '06 12 34 56 78');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'marie@exemple.fr');
  // jsdom has no date picker to type into.
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-12-05' } });
  await user.type(screen.getByRole('spinbutton', { name: /^Nombre de personnes/ }), '4');
}

describe('the reservation form', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    send.mockReset();
    mailClient.mockReset();
  });

  it('sends once however often the visitor submits while sending, with trimmed values', async () => {
    let finish: () => void = () => undefined;
    send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    await fill(user);
    const button = screen.getByRole('button', { name: 'Envoyer la demande' });
    await user.dblClick(button);
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), '{Enter}{Enter}');
    // Submit events that reach the form anyway (keyboard repeat, assistive tools) are ignored too.
    const form = button.closest('form');
    if (form) fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Dupont');
    expect(screen.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByText('Votre demande de réservation a bien été envoyée !')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(draftStorageKey)).toBeNull();
  });

  it('names the group size under the number of people only when the owner gave it, never the form’s own bound', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<ReservationPanel setup={{ ...french, largestParty: 12, largestPartyGiven: true }} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    expect(screen.getByText('De 1 à 12 personnes')).toBeVisible();
    unmount();
    render(<ReservationPanel setup={{ ...french, largestParty: 99, largestPartyGiven: false }} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    expect(screen.queryByText(/99/)).toBeNull();
  });

  it('offers each day its own slots: a Sunday of lunch only has no 19:30, and a 19:30 chosen on Saturday moves to its last lunch slot', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    const time = screen.getByRole('combobox', { name: /^Heure/ });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-12-05' } });
    await user.selectOptions(time, '19h30');
    expect(time).toHaveValue('19:30');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-12-06' } });
    expect(time).toHaveValue('13:45');
    expect(screen.queryByRole('option', { name: '19h30' })).toBeNull();
    expect(screen.getByRole('option', { name: '12h00' })).toBeInTheDocument();
  });

  it('shows a robot that filled the hidden trap the usual success, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    await fill(user);
    const trap = container.querySelector<HTMLInputElement>('input[name="nectar"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByRole('textbox', { name: 'Ne pas remplir ce champ' })).toBeNull();
    if (trap) fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Votre demande de réservation a bien été envoyée !')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(mailClient).not.toHaveBeenCalled();
  });

  it("sends a person's request, the trap left empty", async () => {
    send.mockResolvedValue(undefined);
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Votre demande de réservation a bien été envoyée !')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps everything on a failure, says what to do, and opens the prepared e-mail', async () => {
    send.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trop de demandes ont été envoyées en peu de temps.');
    expect(mailClient).toHaveBeenCalledWith(expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Marie');
    expect(screen.getByRole('spinbutton', { name: /^Nombre de personnes/ })).toHaveValue(4);
  });

  it('opens with the draft typed before a reload', async () => {
    window.sessionStorage.setItem(draftStorageKey, JSON.stringify({ nom: 'Dupont', message: 'Bonjour' }));
    render(<ReservationPanel setup={french} />);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Demande de réservation' })).toBeVisible());
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Dupont');
    expect(screen.getByRole('button', { name: 'Masquer le formulaire' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('counts the message’s characters and ties the counter to the field', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    const message = screen.getByRole('textbox', { name: /^Message/ });
    await user.type(message, 'Bonjour');
    expect(message).toHaveAccessibleDescription('7 / 1\u202f000 caractères');
    expect(message).toHaveAttribute('maxlength', '1000');
  });

  it('sends from a French page the specification’s fields, the date in French words and the diets, with no language field', async () => {
    // The fields as the provider reads them from the form, at the moment of sending.
    let sent = new FormData();
    send.mockImplementation(async (form) => {
      sent = new FormData(form);
    });
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await screen.findByText('Votre demande de réservation a bien été envoyée !');
    sent.delete('nectar');
    expect([...sent.keys()].sort()).toEqual([
      'date',
      'email',
      'heure',
      'jour',
      'message',
      'nom',
      'personnes',
      'prenom',
      'regimes',
      'subject',
      'telephone',
    ]);
    expect(sent.get('subject')).toBe('Réservation Restaurant – Marie Dupont');
    expect([sent.get('date'), sent.get('jour'), sent.get('regimes')]).toEqual(['2026-12-05', 'samedi 5 décembre 2026', '']);
  });

  it('asks the party first: one tap on a number fills the field, the arrow keys move along, and the field still takes any number', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    const quick = screen.getByRole('radiogroup', { name: 'Nombre de personnes\u00a0: choix rapide' });
    const people = screen.getByRole('spinbutton', { name: /^Nombre de personnes/ });
    // The party, its day and its time come before who asks.
    expect(people.compareDocumentPosition(screen.getByRole('textbox', { name: /^Nom/ })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '6' }));
    expect(people).toHaveValue(6);
    expect(screen.getByRole('radio', { name: '6' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(people).toHaveValue(7);
    expect(screen.getByRole('radio', { name: '7' })).toHaveFocus();
    expect(quick.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.clear(people);
    await user.type(people, '10');
    expect(screen.getByRole('radio', { name: '7' })).toHaveAttribute('aria-checked', 'false');
  });

  it('says « for groups, call us » with the number above the owner’s group size, and refuses to send, naming the field', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    const people = screen.getByRole('spinbutton', { name: /^Nombre de personnes/ });
    await user.type(people, String(french.largestParty + 1));
    const note = `Pour les groupes de plus de ${french.largestParty} personnes, appelez-nous au ${french.phoneDisplay}`;
    expect(people).toHaveAccessibleDescription(expect.stringContaining(note));
    const group = document.getElementById('reservation-group');
    expect(group?.querySelector('a')).toHaveAttribute('href', french.contact.telHref);
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(
      screen.getByText(
        `Le nombre de personnes ne peut pas dépasser ${french.largestParty} : pour un groupe, appelez-nous au ${french.phoneDisplay}.`.replace(
          /\u00a0/g,
          ' ',
        ),
      ),
    ).toBeInTheDocument();
    expect(people).toHaveFocus();
    await user.clear(people);
    await user.type(people, '9999');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(screen.getByText(/ne peut pas dépasser/)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('offers the next days the restaurant serves, by the Paris clock: one tap chooses the date', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    const days = nextServiceDays(french.services, parisNow(new Date()), 6);
    const chips = screen
      .getAllByRole('radio')
      .filter((radio) => radio.closest('[role="radiogroup"]')?.getAttribute('aria-labelledby') === 'reservation-date-choices');
    expect(chips).toHaveLength(days.length);
    const third = chips[2];
    if (third) await user.click(third);
    expect(screen.getByLabelText(/^Date/)).toHaveValue(isoDay(days[2] ?? 0));
    expect(third).toHaveAttribute('aria-checked', 'true');
  });

  it('ticks diets, sent in French to the owner, and asks which allergy once its box is ticked', async () => {
    let sent = new FormData();
    send.mockImplementation(async (form) => {
      sent = new FormData(form);
    });
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: 'Végétarien' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sans gluten' }));
    await user.click(screen.getByRole('checkbox', { name: 'Allergie' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    const allergy = screen.getByRole('textbox', { name: /^Quelle allergie/ });
    expect(allergy).toHaveFocus();
    expect(screen.getByText('Veuillez préciser l’allergie, par exemple arachides.')).toBeInTheDocument();
    // Health data: the explicit consent is said where the allergy is typed (GDPR art. 9(2)(a)), not only in the notice below.
    expect(allergy).toHaveAccessibleDescription(expect.stringContaining(reservationWords.fr.allergiesConsent));
    await user.type(allergy, 'arachides');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await screen.findByText('Votre demande de réservation a bien été envoyée !');
    expect([sent.get('regimes'), sent.get('allergies')]).toEqual(['végétarien, sans gluten', 'arachides']);
  });

  it('names the restaurant’s event on the date chosen, with its link, and says when it is full', async () => {
    const night = {
      day: '2026-12-04',
      title: 'Soirée moules-frites',
      time: '19h00',
      href: '/evenements/2026-12-04-soiree-moules-frites/',
      full: true,
      endsAt: Date.UTC(2100, 0, 1),
    };
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={{ ...french, eventNights: [night] }} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-12-03' } });
    expect(screen.queryByRole('link', { name: night.title })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: night.day } });
    expect(screen.getByRole('link', { name: night.title })).toHaveAttribute('href', night.href);
    expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription(
      expect.stringMatching(/Ce jour-là au restaurant\u00a0: Soirée moules-frites ?, 19h00 \(complet\)/),
    );
  });

  it('thanks the visitor with the one wording, and offers a copy of the request in their own mail app, addressed to them: the site sends them nothing', async () => {
    send.mockResolvedValue(undefined);
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: 'Végétarien' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Votre demande de réservation a bien été envoyée ! Nous vous répondons par e-mail pour confirmer votre table. Gardez-en une copie : le lien ci-dessous prépare dans votre messagerie un e-mail adressé à marie@exemple.fr.',
    );
    const copy = new URL(screen.getByRole('link', { name: 'Garder une copie de ma demande' }).getAttribute('href') ?? '');
    expect(copy.protocol).toBe('mailto:');
    expect(decodeURIComponent(copy.pathname)).toBe('marie@exemple.fr');
    expect(copy.searchParams.get('body')).toContain('Date\u00a0: 05/12/2026\r\nHeure\u00a0: 12h00');
    expect(copy.searchParams.get('body')).toContain('Nombre de personnes\u00a0: 4\r\nRégimes\u00a0: Végétarien');
  });
});

describe('arriving at the form', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens at once from a link to it (the action bar, the home), with no second tap on the toggle', async () => {
    window.history.replaceState(null, '', '/restaurant/#reservation');
    render(<ReservationPanel setup={french} />);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Demande de réservation' })).toBeVisible());
    expect(screen.getByRole('button', { name: 'Masquer le formulaire' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens when a link to it is followed on the page itself, and the toggle and the close button still hide it', async () => {
    window.history.replaceState(null, '', '/restaurant/');
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <a href="/restaurant/#reservation">Réserver une table (barre)</a>
        <ReservationPanel setup={french} />
      </>,
    );
    const region = document.getElementById('reservation-panel');
    expect(region).not.toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Réserver une table (barre)' }));
    expect(region).toBeVisible();
    // The address's change arrives as its own event, after the click: let it pass, as a visitor would before the next tap.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await user.click(screen.getByRole('button', { name: 'Fermer le formulaire' }));
    expect(region).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Réserver une table' })).toHaveFocus();
  });
});

describe('the reservation form on a German page', () => {
  const german = reservationSetup('de');

  beforeEach(() => {
    window.sessionStorage.clear();
    send.mockReset();
    mailClient.mockReset();
  });

  async function fillInGerman(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Tisch reservieren' }));
    await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Müller');
    await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Hans');
    await user.type(screen.getByRole('textbox', { name: /^Telefon/ }), '+49 30 1234567');
    await user.type(screen.getByRole('textbox', { name: /^E-Mail/ }), 'hans@beispiel.de');
    fireEvent.change(screen.getByLabelText(/^Datum/), { target: { value: '2026-12-05' } });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Uhrzeit/ }), '19:30 Uhr');
    await user.type(screen.getByRole('spinbutton', { name: /^Anzahl der Personen/ }), '2');
  }

  it('tells the owner the visitor wrote in German, in French, and sends the slot’s value', async () => {
    let sent = new FormData();
    send.mockImplementation(async (form) => {
      sent = new FormData(form);
    });
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={german} />);
    await fillInGerman(user);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Ihre Reservierungsanfrage wurde gesendet!')).toBeInTheDocument();
    expect(sent.get('langue')).toBe('allemand');
    expect(sent.get('subject')).toBe('Réservation Restaurant – Hans Müller (allemand)');
    expect(sent.get('heure')).toBe('19:30');
    // The owner's e-mail keeps French.
    expect(sent.get('jour')).toBe('samedi 5 décembre 2026');
  });

  it('asks the first name before the last name, as German forms do, and starts there when both are missing (French keeps « Nom, Prénom »)', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<ReservationPanel setup={german} />);
    await user.click(screen.getByRole('button', { name: 'Tisch reservieren' }));
    const names = screen
      .getAllByRole('textbox')
      .map((box) => box.getAttribute('name'))
      .filter((name) => name === 'nom' || name === 'prenom');
    expect(names).toEqual(['prenom', 'nom']);
    // The party and its day first: the page asks them before who asks.
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(screen.getByRole('spinbutton', { name: /^Anzahl der Personen/ })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: '2' }));
    fireEvent.change(screen.getByLabelText(/^Datum/), { target: { value: '2026-12-05' } });
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveFocus();
    unmount();
    window.sessionStorage.clear();
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    expect(
      screen
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name'))
        .filter((name) => name === 'nom' || name === 'prenom'),
    ).toEqual(['nom', 'prenom']);
  });

  it('says what is missing in German and counts in German', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={german} />);
    await user.click(screen.getByRole('button', { name: 'Tisch reservieren' }));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(screen.getByText('Bitte geben Sie Ihren Nachnamen an.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nachricht/ })).toHaveAccessibleDescription('0 / 1.000 Zeichen');
    expect(send).not.toHaveBeenCalled();
  });

  it('on a refused sending shows the German banner and advice, and opens a German e-mail', async () => {
    send.mockRejectedValue({ status: 403, text: 'Forbidden' });
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={german} />);
    await fillInGerman(user);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(reservationWords.de.error);
    expect(alert).toHaveTextContent('Senden Sie Ihre Anfrage bitte per E-Mail oder rufen Sie uns an.');
    expect(alert).toHaveTextContent(/\+33 \d/);
    const href = mailClient.mock.calls[0]?.[0] ?? '';
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Reservierungsanfrage – Hans Müller');
    expect(url.searchParams.get('body')).toContain('Uhrzeit: 19:30 Uhr');
  });
});
