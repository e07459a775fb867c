/** @jest-environment node */
// The model the template tests rely on renders as EmailJS documents, and refuses what it cannot read.
import { paragraphsOf, readTemplate, renderTemplate, templateNames } from './emailjs-template';

describe('the model of an EmailJS template', () => {
  it('replaces a variable by its parameter, escaped with two braces, as is with three, and by nothing when missing', () => {
    expect(renderTemplate('Hello {{ name }}: {{message}}', { name: 'Anouk', message: '<b>bold</b>' })).toBe(
      'Hello Anouk: &lt;b&gt;bold&lt;&#x2F;b&gt;',
    );
    expect(renderTemplate('{{{html}}}', { html: '<b>bold</b>' })).toBe('<b>bold</b>');
    expect(renderTemplate('[{{missing}}]', {})).toBe('[]');
    expect(renderTemplate('{{name.first}} {{name.last}}', { name: { first: 'Bob', last: 'Fanky' } })).toBe('Bob Fanky');
  });

  it('renders a section only for a truthy parameter, its inverse only for a falsy one', () => {
    const template = '{{#hasData}}if{{/hasData}}{{^hasData}}else{{/hasData}}';
    expect(renderTemplate(template, { hasData: false })).toBe('else');
    expect(renderTemplate(template, { hasData: '' })).toBe('else');
    expect(renderTemplate(template, {})).toBe('else');
    expect(renderTemplate(template, { hasData: 'oui' })).toBe('if');
    expect(renderTemplate(template, { hasData: { any: 'thing' } })).toBe('if');
  });

  it('looks inside a section’s object first, as Mustache does, so a forged object reaches a variable inside', () => {
    expect(renderTemplate('{{#flag}}{{text}}{{/flag}}', { flag: { text: 'inner' }, text: 'outer' })).toBe('inner');
    expect(renderTemplate('{{#flag}}{{text}}{{/flag}}', { flag: 'oui', text: 'outer' })).toBe('outer');
  });

  it('tells the names written out from those that only show or hide a part', () => {
    const { written, sections } = templateNames('{{#accuse_nl}}Hallo {{name}}{{/accuse_nl}} {{{html}}}');
    expect([...written]).toEqual(['name', 'html']);
    expect([...sections]).toEqual(['accuse_nl']);
  });

  it.each(['{{&name}}', '{{> partial}}', '{{.}}', '{{! note}}', '{{=<% %>=}}', '{{#a}}open', '{{/a}}', '{{#a}}{{/b}}', '{{name}}}'])(
    'refuses %s, which it cannot render as EmailJS would',
    (template) => {
      expect(() => renderTemplate(template, {})).toThrow();
    },
  );

  it('reads a template’s fields from its header, and no auto-reply where it names none', () => {
    expect(readTemplate('emailjs-demande-sejour.html')).toMatchObject({
      fields: { Subject: 'Formulaire du site · {{subject}}', 'Reply To': '{{email}}', Cc: '', Bcc: '' },
      autoReply: null,
    });
  });

  it('reads a rendered e-mail’s paragraphs as a reader sees them', () => {
    expect(
      paragraphsOf('<!-- <p>not this</p> --><div><p style="margin: 0">À bientôt,</p>\n<p>Les <b>Chalets</b>\n du lac</p></div>'),
    ).toEqual(['À bientôt,', 'Les Chalets du lac']);
  });
});
