/** @jest-environment node */
// The owner's mail is theirs alone (issues 38 and 50): the EmailJS public key is in every page, so
// anyone can call EmailJS's API with the owner's templates and parameters of their choosing. Each
// template in docs/ is rendered here as EmailJS renders it (scripts/tools/emailjs-template.ts), with
// every parameter forged: none goes to an address a call names, and each tells the owner, before any
// visitor's word, that what follows is a visitor's and unchecked.
import { readdirSync } from 'node:fs';
import { reservationFields } from '@/features/restaurant/reservation-fields';
import { stayFields } from '@/features/stays/request/stay-request';
import { voucherFields } from '@/features/voucher/voucher-fields';
import { docsDir, readTemplate, renderEmail, templateFields, templateNames, type TemplateParams } from '@/scripts/tools/emailjs-template';

const templates = readdirSync(docsDir)
  .filter((name) => /^emailjs-.*\.html$/.test(name))
  .sort()
  .map(readTemplate);

/** Every name a template reads, and every one the three forms send: all a forger's call can usefully set. */
const names = new Set([
  ...templates.flatMap((template) =>
    [template.content, ...templateFields.map((field) => template.fields[field])].flatMap((text) => {
      const { written, sections } = templateNames(text);
      return [...written, ...sections];
    }),
  ),
  ...stayFields,
  ...reservationFields,
  ...voucherFields,
  ...['fr', 'en', 'nl', 'de'].map((lang) => `accuse_${lang}`),
  'subject',
  'langue',
  'evenement',
  'jour',
  'hebergement',
  'sejour',
  'personnes',
  'estimation',
  'disponibilites',
  'bon',
  'valeur',
  'livraison',
]);

const forged = 'FORGED-TEXT';
const victim = 'someone@example.org';
/** Forged calls: each name a text (which also opens every section), then each name an object whose every key is a text (for a section that looks inside). */
const forgedCalls: readonly TemplateParams[] = [
  Object.fromEntries([...names].map((name) => [name, `${forged} ${name} <a href="https://spam.example">offer</a>`])),
  Object.fromEntries([...names].map((name) => [name, Object.fromEntries([...names].map((key) => [key, `${forged} ${key}`]))])),
].map((params) => ({ ...params, email: victim }));

/** The subject's fixed start, before anything a visitor's call writes. */
const ownerSubjectPrefix = 'Formulaire du site · ';
/** The fixed paragraph that opens every owner's e-mail. */
const untrusted = 'Écrit par un visiteur dans un formulaire du site\u00a0: rien de ce qui suit n’est vérifié';

describe('the voucher request’s template', () => {
  it('reminds the owner that the sale’s confirmation, the voucher with its withdrawal, goes to the buyer even when the voucher goes to the recipient (C. conso L221-13)', () => {
    const voucher = templates.find((template) => template.file === 'emailjs-bon-cadeau.html');
    const text = voucher?.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('Envoyez toujours à l’acheteur');
    expect(text).toContain('L221-13');
  });
});

describe('the EmailJS templates in docs/, against a forged call', () => {
  it('are the table, stay and voucher requests, each to the owner, none with an auto-reply: nothing goes to an address a call names (issue 50)', () => {
    expect(templates.map((template) => template.file)).toEqual([
      'emailjs-bon-cadeau.html',
      'emailjs-demande-sejour.html',
      'emailjs-modele.html',
    ]);
    for (const template of templates) {
      expect({
        file: template.file,
        to: templateNames(template.fields['To Email']).written.size,
        autoReply: template.autoReply,
        cc: template.fields.Cc,
        bcc: template.fields.Bcc,
      }).toEqual({
        file: template.file,
        to: 0,
        autoReply: null,
        cc: '',
        bcc: '',
      });
    }
  });

  describe.each(templates.map((template) => [template.file, template] as const))('%s', (_, template) => {
    it('starts its subject with fixed words, and its content with the fixed warning, before any visitor’s word', () => {
      expect(template.fields.Subject.startsWith(ownerSubjectPrefix)).toBe(true);
      const body = template.content.replace(/^<!--[\s\S]*?-->/, '');
      expect(body.indexOf(untrusted)).toBeGreaterThan(0);
      expect(body.indexOf(untrusted)).toBeLessThan(body.indexOf('{{'));
    });

    it.each(forgedCalls.map((params, index) => [index + 1, params] as const))(
      'keeps the owner’s address and the fixed words first, whatever a forged call says (call %i)',
      (_index, params) => {
        const email = renderEmail(template, params);
        expect(email['To Email']).not.toContain(victim);
        expect(email['To Email']).not.toContain(forged);
        expect(email.Subject.startsWith(ownerSubjectPrefix)).toBe(true);
        // What the mail shows: the header comment (a visitor's word escaped there can close no comment) left out.
        const body = email.Content.replace(/^<!--[\s\S]*?-->/, '');
        expect(body.indexOf(untrusted)).toBeGreaterThanOrEqual(0);
        expect(body.indexOf(untrusted)).toBeLessThan(body.indexOf(forged));
      },
    );
  });
});

describe('the templates’ French, as the owner reads it in each e-mail', () => {
  it.each(templates.map((template) => [template.file, template] as const))(
    'follows the glossary and French typography: curly apostrophes, « hébergement » (%s)',
    (_file, template) => {
      // The e-mail's words, tags and {{names}} left out: what the owner reads.
      const words = template.content.replace(/<[^>]*>/g, ' ').replace(/\{\{[^}]*\}\}/g, ' ');
      expect(words.match(/\p{L}'\p{L}/gu) ?? []).toEqual([]);
      expect(words.match(/(?<!\p{L})logements?(?!\p{L})/giu) ?? []).toEqual([]);
    },
  );
});
