/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { requestLanguageNames } from './restaurant-words';
import { languages } from '@/lib/i18n/languages';
import { reservationFields } from './reservation';

const template = readFileSync(path.join(process.cwd(), 'docs', 'emailjs-modele.html'), 'utf8');
const variables = (text: string) => new Set(Array.from(text.matchAll(/\{\{\{?\s*([\w-]+)\s*\}?\}\}/g), (match) => match[1]));

describe('the ready-made EmailJS template in the owner’s guide', () => {
  it('uses exactly the form’s field names, plus the hidden subject, the visitor’s language and the event', () => {
    expect(variables(template)).toEqual(new Set([...reservationFields, 'subject', 'langue', 'evenement']));
  });

  it('shows the event’s line only for a request made for an event', () => {
    expect(template).toMatch(/\{\{#evenement\}\}<tr>.*\{\{evenement\}\}.*<\/tr>\{\{\/evenement\}\}/);
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
});
