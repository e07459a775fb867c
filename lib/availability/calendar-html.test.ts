import { dayFromIso } from '@/lib/opening-status';
import { monthGrids, typeAvailability } from './calendar';
import { escapeHtml } from '@/lib/escape-html';
import { monthTablesHtml, type CalendarWords } from './calendar-html';

const words: CalendarWords = {
  caption: (month) => `mois ${month.month}`,
  captionAdded: 'La <petite> cabane',
  weekdays: ['lun', 'mar', 'mer', 'jeu', 'ven', 'sam', 'dim'].map((shown) => ({ shown, read: `${shown}di` })),
  state: (state, freeUnits) => (state === 'arrival' ? { shown: 'arrivée', added: ' possible' } : { shown: `${state} ${freeUnits}`, added: '' }),
  past: 'passé',
};
const cabin = typeAvailability([[{ arrival: '2026-12-24', departure: '2026-12-29' }]]);
const html = monthTablesHtml(monthGrids(cabin, dayFromIso('2026-12-10'), 2), words);
const document = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
const tables = [...document.querySelectorAll('table')];

describe('the month tables as HTML', () => {
  it('writes a table per month with its caption, read with the unit type, and the weekdays shown and read', () => {
    expect(tables.map((table) => [table.dataset.month, table.caption?.textContent])).toEqual([
      ['2026-12', 'mois 2026-12 — La <petite> cabane'],
      ['2027-01', 'mois 2027-01 — La <petite> cabane'],
    ]);
    const headers = [...(tables[0]?.querySelectorAll('th[scope="col"]') ?? [])];
    expect(headers.map((header) => header.textContent)).toEqual(['lunlundi', 'marmardi', 'mermerdi', 'jeujeudi', 'venvendi', 'samsamdi', 'dimdimdi']);
    expect(headers[0]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('lun');
    // Each in a box the browser can skip while it is off screen.
    expect(tables.map((table) => table.parentElement?.className)).toEqual(['stay-month', 'stay-month']);
  });

  it('gives each day its number, its state in words and the past word, and leaves the days of other months empty', () => {
    const december = tables[0];
    // 1 December 2026 is a Tuesday: one empty cell before it.
    expect([...(december?.querySelectorAll('tbody tr:first-child td') ?? [])].map((cell) => cell.textContent)).toEqual([
      '',
      '1 free 1 passé',
      '2 free 1 passé',
      '3 free 1 passé',
      '4 free 1 passé',
      '5 free 1 passé',
      '6 free 1 passé',
    ]);
    const cell = (day: number) => [...(december?.querySelectorAll('td[data-state]') ?? [])][day - 1];
    expect(cell(25)?.getAttribute('data-state')).toBe('booked');
    expect(cell(29)?.textContent).toBe('29 arrivée possible passé');
    expect(cell(29)?.querySelector('.sr-only')?.textContent).toBe(' possible');
  });

  it('escapes the words it writes', () => {
    expect(html).toContain('La &lt;petite&gt; cabane');
    expect(escapeHtml('"a" & <b>')).toBe('&quot;a&quot; &amp; &lt;b&gt;');
  });
});
