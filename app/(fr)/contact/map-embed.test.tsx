import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessText } from '@/content/access';
import { MapEmbed } from './map-embed';

const src = 'https://www.openstreetmap.org/export/embed.html?bbox=6.49,47.795,6.51,47.805&layer=mapnik&marker=47.8,6.5';

describe('the map on request', () => {
  it('shows only the notice and the button at first: no frame, nothing loaded', () => {
    const { container } = render(<MapEmbed src={src} text={accessText.map} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/votre adresse IP/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accessText.map.privacyLink.label })).toHaveAttribute('href', accessText.map.privacyLink.href);
    expect(screen.getByRole('button', { name: 'Afficher la carte' })).toBeInTheDocument();
  });

  it('frames the OpenStreetMap embed once asked, in the same box, and moves focus to it', async () => {
    const { container } = render(<MapEmbed src={src} text={accessText.map} />);
    const box = container.firstElementChild;
    await userEvent.click(screen.getByRole('button', { name: 'Afficher la carte' }));
    const frame = screen.getByTitle(accessText.map.frameTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', src);
    expect(frame).toHaveFocus();
    expect(container.firstElementChild).toBe(box);
    expect(screen.queryByRole('button', { name: 'Afficher la carte' })).toBeNull();
  });
});
