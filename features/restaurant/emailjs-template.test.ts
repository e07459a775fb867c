/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { requestLanguageNames } from './restaurant-words';
import { languages } from '@/lib/i18n/languages';
import { frenchDateField } from './reservation-fields';
import { reservationFields } from './reservation';
import { readTemplate, renderTemplate } from '@/scripts/tools/emailjs-template';

const template = readFileSync(path.join(process.cwd(), 'docs', 'emailjs-modele.html'), 'utf8');
const variables = (text: string) => new Set(Array.from(text.matchAll(/\{\{\{?\s*([\w-]+)\s*\}?\}\}/g), (match) => match[1]));

describe('the ready-made EmailJS template in the owner’s guide', () => {
  it('uses exactly the form’s field names, plus the hidden subject, the date in words, the visitor’s language and the event', () => {
    expect(variables(template)).toEqual(new Set([...reservationFields, 'subject', frenchDateField, 'langue', 'evenement']));
  });

  it('shows the event’s, the diets’ and the allergy’s lines only when the request carries them', () => {
    for (const name of ['evenement', 'regimes', 'allergies'])
      expect(template).toMatch(new RegExp(`\\{\\{#${name}\\}\\}<tr>.*\\{\\{${name}\\}\\}.*</tr>\\{\\{/${name}\\}\\}`));
    const owner = readTemplate('emailjs-modele.html');
    const plain = {
      nom: 'Dupont',
      prenom: 'Marie',
      date: '2026-12-05',
      [frenchDateField]: 'samedi 5 décembre 2026',
      heure: '20:00',
      personnes: '6',
      regimes: '',
      allergies: '',
    };
    const rows = renderTemplate(owner.content, plain);
    expect(rows).toContain('samedi 5 décembre 2026 (2026-12-05)');
    expect(rows).not.toMatch(/Régimes|Allergie/);
    expect(renderTemplate(owner.content, { ...plain, regimes: 'végétarien, sans gluten' })).toContain('végétarien, sans gluten');
  });

  it('names in French, for the owner, every language the `langue` field can bring', () => {
    for (const lang of languages) {
      const name = requestLanguageNames[lang];
      if (name !== null) expect(template).toContain(`« ${name} »`);
    }
    expect(requestLanguageNames.fr).toBeNull();
  });

  it('only uses double braces, which EmailJS escapes, so typed markup stays text', () => {
    expect(template).not.toMatch(/\{\{\{/);
  });

  it('has no auto-reply: nothing goes to the address the visitor typed (issue 50), the page offers them a copy', () => {
    expect(readTemplate('emailjs-modele.html').autoReply).toBeNull();
  });
});
