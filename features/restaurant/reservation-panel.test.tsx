import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openMailClient } from '@/lib/open-mail-client';
import { draftStorageKey } from './reservation-draft';
import { ReservationPanel } from './reservation-panel';
import { reservationSetup } from './reservation-setup';
import { sendReservation } from './send-reservation';

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
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'marie@exemple.fr');
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
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), '{Enter}{Enter}');
    // Submit events that reach the form anyway (keyboard repeat, assistive tools) are ignored too.
    const form = button.closest('form');
    if (form) fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Dupont');
    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByText('Votre demande de réservation a bien été envoyée !')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(draftStorageKey)).toBeNull();
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

  it('sends a person\'s request, the trap left empty', async () => {
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
    expect(alert).toHaveTextContent('Trop de demandes ont été envoyées en peu de temps : réessayez dans un moment.');
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
    expect(message).toHaveAccessibleDescription('7 / 1000 caractères');
    expect(message).toHaveAttribute('maxlength', '1000');
  });

  it('sends from a French page exactly the fields it always sent, with no language field', async () => {
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
    expect([...sent.keys()].sort()).toEqual(['date', 'email', 'heure', 'message', 'nom', 'personnes', 'prenom', 'subject', 'telephone']);
    expect(sent.get('subject')).toBe('Réservation Restaurant - Marie Dupont');
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
    expect(sent.get('subject')).toBe('Réservation Restaurant - Hans Müller (allemand)');
    expect(sent.get('heure')).toBe('19:30');
  });

  it('asks the first name before the last name, as German forms do, and starts there when both are missing (French keeps « Nom, Prénom »)', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<ReservationPanel setup={german} />);
    await user.click(screen.getByRole('button', { name: 'Tisch reservieren' }));
    const names = screen.getAllByRole('textbox').map((box) => box.getAttribute('name')).filter((name) => name === 'nom' || name === 'prenom');
    expect(names).toEqual(['prenom', 'nom']);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveFocus();
    unmount();
    render(<ReservationPanel setup={french} />);
    await user.click(screen.getByRole('button', { name: 'Réserver une table' }));
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name')).filter((name) => name === 'nom' || name === 'prenom')).toEqual(['nom', 'prenom']);
  });

  it('says what is missing in German and counts in German', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={german} />);
    await user.click(screen.getByRole('button', { name: 'Tisch reservieren' }));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(screen.getByText('Bitte geben Sie Ihren Nachnamen an.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nachricht/ })).toHaveAccessibleDescription('0 / 1000 Zeichen');
    expect(send).not.toHaveBeenCalled();
  });

  it('on a refused sending shows the German banner and advice, and opens a German e-mail', async () => {
    send.mockRejectedValue({ status: 403, text: 'Forbidden' });
    const user = userEvent.setup({ delay: null });
    render(<ReservationPanel setup={german} />);
    await fillInGerman(user);
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ein Fehler ist aufgetreten.');
    expect(alert).toHaveTextContent('Senden Sie Ihre Anfrage bitte per E-Mail oder rufen Sie uns an.');
    expect(alert).toHaveTextContent(/\+33 \d/);
    const href = mailClient.mock.calls[0]?.[0] ?? '';
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Reservierungsanfrage - Hans Müller');
    expect(url.searchParams.get('body')).toContain('Uhrzeit: 19:30 Uhr');
  });
});
