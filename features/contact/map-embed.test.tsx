import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessWords } from '@/features/contact/access';
import { MapEmbed } from './map-embed';

const src = 'https://www.openstreetmap.org/export/embed.html?bbox=6.49,47.795,6.51,47.805&layer=mapnik&marker=47.8,6.5';

describe('the map on request', () => {
  it('shows only the notice and the button at first: no frame, nothing loaded', () => {
    const { container } = render(<MapEmbed src={src} text={accessWords.fr.map} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/votre adresse IP/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accessWords.fr.map.privacyLink.label })).toHaveAttribute(
      'href',
      accessWords.fr.map.privacyLink.href,
    );
    expect(screen.getByRole('button', { name: 'Afficher la carte' })).toBeInTheDocument();
  });

  it('frames the OpenStreetMap embed once asked, in the same box, and moves focus to it', async () => {
    const { container } = render(<MapEmbed src={src} text={accessWords.fr.map} />);
    const box = container.firstElementChild;
    await userEvent.click(screen.getByRole('button', { name: 'Afficher la carte' }));
    const frame = screen.getByTitle(accessWords.fr.map.frameTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', src);
    expect(frame).toHaveFocus();
    expect(container.firstElementChild).toBe(box);
    expect(screen.queryByRole('button', { name: 'Afficher la carte' })).toBeNull();
  });
});

describe('the map on request in another language', () => {
  it('says everything in the words it is given: notice, privacy link, button and frame title', async () => {
    const words = accessWords.de.map;
    render(<MapEmbed src={src} text={words} />);
    expect(screen.getByText(/Ihre IP-Adresse/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung von OpenStreetMap' })).toHaveAttribute('href', words.privacyLink.href);
    await userEvent.click(screen.getByRole('button', { name: 'Karte anzeigen' }));
    expect(screen.getByTitle('OpenStreetMap-Karte rund um Les Chalets du lac').tagName).toBe('IFRAME');
  });
});
