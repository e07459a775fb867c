// The tests' model of an EmailJS template (docs/emailjs-*.html), as EmailJS documents it (« Dynamic
// variables in templates »): every field but Settings can hold variables; `{{name}}` is replaced by
// the parameter, HTML-escaped, `{{{name}}}` unescaped, a missing one by an empty string; `{{#name}}…
// {{/name}}` is rendered only when the parameter is truthy, `{{^name}}…{{/name}}` only when it is falsy;
// dots reach into objects. Any other tag is refused, so that a template using syntax the model does
// not know fails its test instead of passing unread. Read by tests only.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The template's fields in the EmailJS dashboard, as its header comment documents them. */
export const templateFields = ['Subject', 'To Email', 'From Name', 'From Email', 'Reply To', 'Cc', 'Bcc'] as const;
export type TemplateField = (typeof templateFields)[number];

export interface EmailJsTemplate {
  readonly file: string;
  /** Each field as the header sets it; '' where it says nothing (EmailJS's default or empty). */
  readonly fields: Readonly<Record<TemplateField, string>>;
  /** The file as the owner pastes it into « Content »: the header comment too, which EmailJS renders like the rest. */
  readonly content: string;
  /** The file of the template its « Auto-Reply » names, or null. */
  readonly autoReply: string | null;
}

export type TemplateParams = Readonly<Record<string, unknown>>;

export const docsDir = path.join(process.cwd(), 'docs');

/**
 * Reads a template file and its header: lines `Label (« Field ») : value`. `[[name]]` in a value stands
 * for `{{name}}` (a header that must hold no tag writes it so, EmailJS renders the comment too). The
 * subject and the recipient must be stated: they say who receives what.
 */
export function readTemplate(file: string): EmailJsTemplate {
  const content = readFileSync(path.join(docsDir, file), 'utf8');
  const header = /^<!--([\s\S]*?)-->/.exec(content)?.[1] ?? '';
  const fields = Object.fromEntries(templateFields.map((field) => [field, ''])) as Record<TemplateField, string>;
  let autoReply: string | null = null;
  for (const [, field, value = ''] of header.matchAll(/\(« ([^»]+) »\) : (.*)$/gm)) {
    const text = value.trim().replace(/\[\[([\w.-]+)\]\]/g, '{{$1}}');
    if (field === 'Auto-Reply') autoReply = /docs\/(emailjs-[\w-]+\.html)/.exec(text)?.[1] ?? null;
    else if ((templateFields as readonly string[]).includes(field ?? ''))
      fields[field as TemplateField] = /^vides?$/.test(text) ? '' : text;
  }
  for (const field of ['Subject', 'To Email'] as const) {
    if (!fields[field]) throw new Error(`${file} : l'en-tête ne dit pas le champ « ${field} » du modèle.`);
  }
  return { file, fields, content, autoReply };
}

type Token =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'variable'; readonly name: string; readonly escaped: boolean }
  | { readonly kind: 'section'; readonly name: string; readonly inverted: boolean; readonly body: readonly Token[] };

const nameOf = /^[A-Za-z_][\w-]*(?:\.[\w-]+)*$/;

/** The template's tags as a tree; throws on a tag the model does not know or a section left open. */
export function parseTemplate(text: string): readonly Token[] {
  const root: Token[] = [];
  const open: { name: string; inverted: boolean; body: Token[] }[] = [];
  const current = () => open.at(-1)?.body ?? root;
  let last = 0;
  for (const match of text.matchAll(/\{\{(\{?)([^{}]*)\}?\}\}/g)) {
    const [tag, triple, inner = ''] = match;
    current().push({ kind: 'text', text: text.slice(last, match.index) });
    last = match.index + tag.length;
    const trimmed = inner.trim();
    const sigil = /^[#^/]/.test(trimmed) ? trimmed.charAt(0) : '';
    const name = trimmed.slice(sigil.length).trim();
    if (!nameOf.test(name) || (triple ? sigil || !tag.endsWith('}}}') : tag.endsWith('}}}')))
      throw new Error(`balise que le modèle ne connaît pas : ${tag}`);
    if (sigil === '#' || sigil === '^') open.push({ name, inverted: sigil === '^', body: [] });
    else if (sigil === '/') {
      const section = open.pop();
      if (section?.name !== name) throw new Error(`section fermée sans être ouverte : ${tag}`);
      current().push({ kind: 'section', name, inverted: section.inverted, body: section.body });
    } else current().push({ kind: 'variable', name, escaped: !triple });
  }
  if (open.length > 0) throw new Error(`section jamais fermée : {{#${open.at(-1)?.name}}}`);
  current().push({ kind: 'text', text: text.slice(last) });
  return root;
}

/** The names a template writes out (`{{name}}`, `{{{name}}}`), and those that only show or hide a part. */
export function templateNames(text: string): { readonly written: ReadonlySet<string>; readonly sections: ReadonlySet<string> } {
  const written = new Set<string>();
  const sections = new Set<string>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.kind === 'variable') written.add(token.name);
      if (token.kind === 'section') {
        sections.add(token.name);
        walk(token.body);
      }
    }
  };
  walk(parseTemplate(text));
  return { written, sections };
}

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
  '`': '&#x60;',
  '=': '&#x3D;',
};

/** Looks a dotted name up, innermost section first, as Mustache does. */
function lookUp(contexts: readonly unknown[], name: string): unknown {
  const [head = '', ...rest] = name.split('.');
  for (let index = contexts.length - 1; index >= 0; index -= 1) {
    const context = contexts[index];
    if (typeof context === 'object' && context !== null && head in context) {
      return rest.reduce<unknown>(
        (value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined),
        (context as Record<string, unknown>)[head],
      );
    }
  }
  return undefined;
}

const truthy = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value));

/** The text EmailJS sends for a template field or content, given the parameters of one call. */
export function renderTemplate(text: string, params: TemplateParams): string {
  const render = (tokens: readonly Token[], contexts: readonly unknown[]): string =>
    tokens
      .map((token) => {
        if (token.kind === 'text') return token.text;
        const value = lookUp(contexts, token.name);
        if (token.kind === 'variable') {
          const written = value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
          return token.escaped ? written.replace(/[&<>"'/`=]/g, (character) => escapes[character] ?? character) : written;
        }
        if (token.inverted) return truthy(value) ? '' : render(token.body, contexts);
        if (!truthy(value)) return '';
        const items: unknown[] = Array.isArray(value) ? value : [value];
        return items.map((item) => render(token.body, [...contexts, item])).join('');
      })
      .join('');
  return render(parseTemplate(text), [params]);
}

/** Every field and the content of a template, rendered for one call. */
export function renderEmail(template: EmailJsTemplate, params: TemplateParams): Readonly<Record<TemplateField | 'Content', string>> {
  const fields = Object.fromEntries(templateFields.map((field) => [field, renderTemplate(template.fields[field], params)])) as Record<
    TemplateField,
    string
  >;
  return { ...fields, Content: renderTemplate(template.content, params) };
}

/** The text of a rendered e-mail's paragraphs, tags dropped, as a reader sees them. */
export function paragraphsOf(html: string): string[] {
  return Array.from(html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g), ([, inner = '']) =>
    inner
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}
