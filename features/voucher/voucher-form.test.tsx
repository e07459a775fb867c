import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathOf } from '@/config/routes';
import { fill } from '@/lib/i18n/format';
import { VoucherForm } from './voucher-form';
import { voucherSetup } from './voucher';
import { voucherWords } from './voucher-words';

describe('the voucher form', () => {
  it('says under a stay voucher’s nights where their prices are, and that the reply confirms the price (L112-1)', async () => {
    const user = userEvent.setup();
    const words = voucherWords.en;
    render(<VoucherForm setup={voucherSetup('en')} />);
    expect(screen.queryByRole('link', { name: words.stayPricesLink })).toBeNull();
    await user.selectOptions(
      screen.getByRole('combobox', { name: new RegExp(`^${words.summary.labels.kind}`) }),
      words.summary.kinds.sejour,
    );
    expect(screen.getByText(words.stayPricesHint, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.stayPricesLink })).toHaveAttribute('href', pathOf('stays', 'en'));
    // The chosen unit's own price per night, as the stays page says it, before the order (L112-1).
    const setup = voucherSetup('en');
    const [first, second] = setup.units;
    if (first?.price) expect(screen.getByText(fill(words.unitPrice, { unit: first.title, price: first.price }))).toBeInTheDocument();
    if (second?.price) {
      await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(`^${words.summary.labels.hebergement}`) }), second.title);
      expect(screen.getByText(fill(words.unitPrice, { unit: second.title, price: second.price }))).toBeInTheDocument();
    }
    expect(setup.units.some((unit) => unit.price)).toBe(true);
  });
});
