/** @jest-environment node */
import { buildPriceList, priceListContent } from './price-list';
import { cabins, stayInfoItems } from '@/content/accommodations';
import { phone } from '@/content/contact';
import { readPdfText } from '@/scripts/read-pdf-text';

describe('the printable price list', () => {
  it('is a one-page PDF showing the venue, the cabin prices, the conditions and the phone number from content', async () => {
    const bytes = await buildPriceList('fr');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { pages, text } = readPdfText(bytes);
    expect(pages).toBe(1);
    expect(text).toContain('Les Chalets du lac');
    for (const cabin of cabins) expect(text).toContain(`${cabin.name} : ${cabin.price}`);
    expect(text).toContain('Petite cabane : 70€/nuit');
    expect(text).toContain('Grande cabane : 90€/nuit');
    for (const item of stayInfoItems) expect(text).toContain(`${item.label} : ${item.value}`);
    expect(text).toContain('Arrivée : de 16h à 18h');
    expect(text).toContain('Départ : de 9h à 11h');
    expect(text).toContain('Animaux : acceptés (+10€/nuit)');
    expect(text).toContain('Caution : 250€');
    expect(text).toContain('Non-fumeur');
    expect(text).toContain(`Appelez-nous au ${phone.display}.`);
  });

  it('exists in Dutch: the Dutch words, the prices as Dutch writes them, the document in Dutch', async () => {
    const bytes = await buildPriceList('nl');
    const { pages, text } = readPdfText(bytes);
    expect(pages).toBe(1);
    for (const line of ['Prijzen van de accommodaties', 'Boomhutten', 'Kleine boomhut: € 70/nacht', 'Een eigen terras met tuinset en barbecue', 'Aankomst: van 16.00 tot 18.00 uur', 'Huisdieren: welkom (+€ 10/nacht)', 'Borg: € 250', 'Roken: Rookvrij']) {
      expect(text).toContain(line);
    }
    expect(text).toContain(`Bel ons op ${phone.display}.`);
    expect(text).not.toMatch(/Arrivée|Caution|Appelez-nous/);
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(bytes)).catalog.toString()).toContain('/Lang (nl-NL)');
  });

  it('is A4', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(await buildPriceList('fr'));
    const size = pdf.getPage(0).getSize();
    expect(Math.round(size.width)).toBe(595);
    expect(Math.round(size.height)).toBe(842);
  });

  it('tells to call for the chalet rates while the owner has not given them, and invents no number', async () => {
    const { text } = readPdfText(await buildPriceList('fr', { ...priceListContent('fr'), chaletRates: [], phoneDisplay: '03 84 12 34 56' }));
    expect(text).toContain('appelez-nous au 03 84 12 34 56 pour connaître les prix');
    expect(text).not.toMatch(/Chalets familiaux[\s\S]*\d+ ?€[\s\S]*Cabanes dans les arbres/);
  });

  it('prints the chalet rates once the owner has set them', async () => {
    const { text } = readPdfText(
      await buildPriceList('fr', { ...priceListContent('fr'), chaletRates: [{ label: 'Nuit en haute saison', value: '120 €' }] }),
    );
    expect(text).toContain('Nuit en haute saison : 120 €');
    expect(text).not.toContain('pour connaître les prix');
  });

  it('prints the registration number (loi n° 2024-1039) once set, and nothing in its place before', async () => {
    const withNumber = readPdfText(await buildPriceList('fr', { ...priceListContent('fr'), registrationNumber: '39300000123AB' })).text;
    expect(withNumber).toContain('Numéro d’enregistrement du meublé de tourisme : 39300000123AB');
    const without = readPdfText(await buildPriceList('fr', { ...priceListContent('fr'), registrationNumber: null })).text;
    expect(without).not.toContain('enregistrement');
  });

  it('keeps going when content holds characters the PDF fonts cannot draw, and flows onto a second page when long', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ label: `Période ${index + 1}`, value: 'sur demande' }));
    const { pages, text } = readPdfText(
      await buildPriceList('fr', { ...priceListContent('fr'), venueName: 'Les Chalets du lac 🌲', chaletRates: many, phoneDisplay: '03\u202f84\u202f12' }),
    );
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Les Chalets du lac');
    expect(text).toContain('Période 60 : sur demande');
    expect(text).toContain('03 84 12');
  });
});
