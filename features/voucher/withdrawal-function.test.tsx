import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

jest.mock('./send-voucher-request', () => ({ sendVoucherRequest: jest.fn() }));
jest.mock('@/lib/open-mail-client', () => ({ openMailClient: jest.fn() }));

import { sendVoucherRequest } from './send-voucher-request';
import { withdrawalSetup } from './voucher';
import { WithdrawalFunction } from './withdrawal-function';
import { withdrawalWords } from './withdrawal-words';

const send = jest.mocked(sendVoucherRequest);
const words = withdrawalWords.en;

async function openAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: words.open }));
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${words.labels.nom}`) }), 'Mary Smith');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${words.labels.email}`) }), 'mary@example.org');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${words.labels.reference}`) }), 'BC-2026-014');
}

describe('the voucher’s online withdrawal function', () => {
  beforeEach(() => send.mockReset());

  it('opens from « Withdraw from the contract here », refuses what is missing by name, and sends nothing', async () => {
    const user = userEvent.setup();
    render(<WithdrawalFunction setup={withdrawalSetup('en')} />);
    const open = screen.getByRole('button', { name: words.open });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: words.confirm })).toBeNull();
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect(screen.getByText(words.messages.nomRequired)).toBeVisible();
    expect(screen.getByText(words.messages.referenceRequired)).toBeVisible();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${words.labels.nom}`) })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the statement once confirmed, then says when it left and offers the buyer a copy', async () => {
    send.mockResolvedValue();
    const user = userEvent.setup();
    render(<WithdrawalFunction setup={withdrawalSetup('en')} />);
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect(send).toHaveBeenCalledTimes(1);
    const params = send.mock.calls[0]?.[0];
    expect(params).toMatchObject({ demande: withdrawalWords.fr.subject, valeur: 'BC-2026-014', nom: 'Mary Smith', langue: 'anglais' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^Your withdrawal was sent to us on \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2}\./);
    expect(status).toHaveTextContent('mary@example.org');
    expect(screen.getByRole('link', { name: words.copyLink })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:mary@example\.org\?/),
    );
  });

  it('keeps what was typed and offers the owner’s address when sending fails', async () => {
    send.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<WithdrawalFunction setup={withdrawalSetup('en')} />);
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: words.confirm }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${words.labels.reference}`) })).toHaveValue('BC-2026-014');
  });
});
