/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reservationFields } from './reservation';

const template = readFileSync(path.join(process.cwd(), 'docs', 'emailjs-modele.html'), 'utf8');
const variables = (text: string) => new Set(Array.from(text.matchAll(/\{\{\{?\s*([\w-]+)\s*\}?\}\}/g), (match) => match[1]));

describe('the ready-made EmailJS template in the owner’s guide', () => {
  it('uses exactly the form’s field names, plus the hidden subject', () => {
    expect(variables(template)).toEqual(new Set([...reservationFields, 'subject']));
  });

  it('only uses double braces, which EmailJS escapes, so typed markup stays text', () => {
    expect(template).not.toMatch(/\{\{\{/);
  });
});
