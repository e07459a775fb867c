/** @jest-environment node */
// The owner's mail is theirs alone (issue 38): the EmailJS public key is in every page, so anyone can
// call EmailJS's API with the owner's templates and parameters of their choosing. Each template in
// docs/ is rendered here as EmailJS renders it (scripts/tools/emailjs-template.ts), with every
// parameter forged, to show what reaches an address the visitor typed: only the owner's fixed words.
import { readdirSync } from 'node:fs';
import { reservationFields } from '@/features/restaurant/reservation-fields';
import { acknowledgementFlag, stayFields } from '@/features/stays/stay-request';
import { voucherAcknowledgementFlag, voucherFields } from '@/features/voucher/voucher-request';
import { languages } from '@/lib/i18n/languages';
import { siteName } from '@/config/site';
import { docsDir, readTemplate, renderEmail, templateFields, templateNames, type EmailJsTemplate, type TemplateParams } from '@/scripts/tools/emailjs-template';

const templates = readdirSync(docsDir)
  .filter((name) => /^emailjs-.*\.html$/.test(name))
  .sort()
  .map(readTemplate);
const autoReplies = new Set(templates.flatMap((template) => (template.autoReply ? [template.autoReply] : [])));

/** A template EmailJS sends to the address in the call's parameters, or as another's auto-reply (to the visitor). */
const goesToVisitor = (template: EmailJsTemplate) => /\{\{/.test(template.fields['To Email']) || autoReplies.has(template.file);
const toVisitor = templates.filter(goesToVisitor);

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
  ...languages.map(acknowledgementFlag),
  ...languages.map(voucherAcknowledgementFlag),
  'subject',
  'langue',
  'evenement',
  'hebergement',
  'sejour',
  'personnes',
  'estimation',
  'disponibilites',
  'accuse',
  'accuse_objet',
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

describe('the EmailJS templates in docs/, against a forged call', () => {
  it('include the acknowledgements of a stay request and a gift voucher request, sent to the visitor, and say where the others go', () => {
    expect(templates.map((template) => template.file)).toEqual([
      'emailjs-accuse-bon-cadeau.html',
      'emailjs-accuse-sejour.html',
      'emailjs-bon-cadeau.html',
      'emailjs-demande-sejour.html',
      'emailjs-modele.html',
    ]);
    expect(toVisitor.map((template) => template.file)).toEqual(['emailjs-accuse-bon-cadeau.html', 'emailjs-accuse-sejour.html']);
    expect(templates.find((template) => template.file === 'emailjs-demande-sejour.html')?.autoReply).toBe('emailjs-accuse-sejour.html');
    expect(templates.find((template) => template.file === 'emailjs-bon-cadeau.html')?.autoReply).toBe('emailjs-accuse-bon-cadeau.html');
    expect(templates.find((template) => template.file === 'emailjs-modele.html')?.autoReply).toBeNull();
  });

  describe.each(toVisitor.map((template) => [template.file, template] as const))('%s, which goes to an address the visitor typed', (_, template) => {
    it('goes to that address alone, from the owner’s fixed name', () => {
      expect(template.fields['To Email']).toBe('{{email}}');
      expect(template.fields['From Name']).toBe(siteName);
      expect([template.fields.Cc, template.fields.Bcc]).toEqual(['', '']);
    });

    it('writes out no variable, in its content (its header comment included) or any field but the recipient', () => {
      const written = (text: string) => [...templateNames(text).written];
      expect(written(template.content)).toEqual([]);
      for (const field of templateFields.filter((name) => name !== 'To Email')) expect({ field, written: written(template.fields[field]) }).toEqual({ field, written: [] });
    });

    it.each(forgedCalls.map((params, index) => [index + 1, params] as const))('sends none of a forged call’s text, only the recipient (call %i)', (_index, params) => {
      const email = renderEmail(template, params);
      expect(email['To Email']).toBe(victim);
      for (const [field, text] of Object.entries(email).filter(([field]) => field !== 'To Email')) {
        expect({ field, forged: text.includes(forged), address: text.includes(victim), link: text.includes('spam.example') }).toEqual({ field, forged: false, address: false, link: false });
      }
    });
  });
});
