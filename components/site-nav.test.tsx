import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mainNavigation, navigationText } from '@/content/site';
import { SiteNav } from './site-nav';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

// jsdom has no popovers, as Safari before 17 and Firefox before 125: the menu must still open and close.
describe('the phone menu in a browser without popovers', () => {
  it('has no popover support here, so the test is about the fallback', () => {
    expect(typeof HTMLElement.prototype.togglePopover).not.toBe('function');
  });

  it('opens on Menu, closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<SiteNav />);
    const button = screen.getByRole('button', { name: navigationText.menuLabel });
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('data-fallback-open');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-fallback-open');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('data-fallback-open');
    expect(button).toHaveFocus();
  });

  it('closes when a link is followed, and a second tap on Menu closes it too', async () => {
    const user = userEvent.setup();
    render(<SiteNav />);
    const button = screen.getByRole('button', { name: navigationText.menuLabel });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: mainNavigation[1]?.label });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
