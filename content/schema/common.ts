// Building blocks of the data files' schemas. Each carries its French title, a hint with an example,
// and, where the value has a format, the message that tells the owner what to write instead.
import { z } from 'zod';
import { isCalendarDay } from '@/lib/calendar-day';
import { absentWhenEmpty, photoName } from './editor-values';
import { factPlaceholdersHint } from './fact-placeholders';
import { hasRightToLeft, rightToLeftMessage } from '@/lib/right-to-left';

const quoted = (input: unknown) => `« ${typeof input === 'string' ? input : JSON.stringify(input)} »`;

export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
export const datePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const monthDayPattern = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A field the owner may leave empty: left out, or "" as the editor writes an optional text or choice
 * left empty. Either way it reads as absent (`undefined`), never as an empty text.
 */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(absentWhenEmpty, schema.optional());

/**
 * A text the owner writes, not empty, and in a writing the site's PDFs can print: right-to-left
 * writing would vanish from them (lib/right-to-left.ts). A refinement rather than a pattern, so the
 * editor's pattern of a field stays its format's.
 */
const ownerText = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'ce champ est vide : écrivez le texte.' })
    .refine((value) => !hasRightToLeft(value), { error: (issue) => `${quoted(issue.input)} ${rightToLeftMessage}` });

/** A one-line text that may not be left empty. */
export const text = (title: string, description?: string) => ownerText().meta({ title, description });

/** A one-line text in no language (a name, a postal address, a company number): entered once, never translated. */
export const factText = (title: string, description?: string) => ownerText().meta({ title, description, fact: true });

/** Several lines of text. */
export const longText = (title: string, description?: string) => ownerText().meta({ title, description, widget: 'text' });

/** A time of day, "13:30". */
export const time = (title: string, description = 'Heure sur 24 h, par exemple 13:30') =>
  z
    .string()
    .regex(timePattern, { error: (issue) => `${quoted(issue.input)} n’est pas une heure, écrivez-la au format 13:30` })
    .meta({ title, description, widget: 'time' });

/** A calendar day, "2026-12-24". */
export const date = (title: string, description = 'Par exemple 2026-12-24') =>
  z
    .string()
    .regex(datePattern, { abort: true, error: (issue) => `${quoted(issue.input)} n’est pas une date, écrivez-la au format 2026-12-24` })
    .refine(isCalendarDay, { error: (issue) => `${quoted(issue.input)} n’existe pas dans le calendrier : vérifiez le jour et le mois` })
    .meta({ title, description, widget: 'date' });

/** A day of every year, "03-22" for 22 March. */
export const monthDay = (title: string, description = 'Mois et jour, par exemple 03-22 pour le 22 mars') =>
  z
    .string()
    .regex(monthDayPattern, {
      error: (issue) => `${quoted(issue.input)} n’est pas un jour de l’année, écrivez-le au format 03-22 (mois-jour)`,
    })
    .meta({ title, description });

/** An amount in euros: not negative, whole cents. */
export const euros = (title: string, description = 'En euros, les centimes après un point : 14.5 pour 14,50 €') =>
  z
    .number({ error: (issue) => `${quoted(issue.input)} n’est pas un prix : écrivez un nombre, par exemple 14.5 pour 14,50 €` })
    .min(0, {
      abort: true,
      error: (issue) => `${quoted(issue.input)} est un prix négatif : écrivez un montant de 0 ou plus, par exemple 14.5`,
    })
    .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, {
      error: (issue) => `${quoted(issue.input)} a plus de deux décimales : arrondissez au centime, par exemple 14.55`,
    })
    .meta({ title, description });

/** A lowercase id with dashes, part of an address or a key. */
export const id = (title: string, description: string) =>
  z
    .string()
    .regex(idPattern, {
      error: (issue) =>
        `${quoted(issue.input)} : écrivez en minuscules sans accents, les mots séparés par des tirets, par exemple plats-du-jour`,
    })
    .meta({ title, description });

/**
 * An item's id that the owner never types: the key by which the translations find their item
 * (content/translated-item.ts). The editor makes one for an item the owner adds (Sveltia CMS's uuid
 * widget, read-only, `prefix` and 26 lowercase letters and digits), copies it into each translation
 * and keeps it on every save; the items written before were given one by `npm run migrate`, made from
 * their French once and never again (scripts/migrate/migrations.ts).
 */
export const generatedId = (title: string, prefix: string) =>
  z
    .string()
    .regex(idPattern, {
      error: (issue) =>
        `${quoted(issue.input)} : cet identifiant relie l’élément à ses traductions ; remettez celui qu’il avait (minuscules et tirets, par exemple ${prefix}arrivee)`,
    })
    .meta({
      title,
      description: 'Donné par l’éditeur, il relie cet élément à ses traductions : ne le changez pas',
      widget: 'uuid',
      idPrefix: prefix,
    });

/** A web address. */
export const url = (title: string, description = 'Commence par https://, par exemple https://www.example.org/') =>
  z
    .string()
    .regex(/^https?:\/\/\S+$/, {
      error: (issue) => `${quoted(issue.input)} n’est pas une adresse web : écrivez-la en entier, par exemple https://www.example.org/`,
    })
    .meta({ title, description });

/** The site's own address: https only, as browsers, the hosts' redirects and the structured data expect. */
export const httpsUrl = (title: string, description = 'Commence par https://, par exemple https://www.example.org') =>
  z
    .string()
    .regex(/^https:\/\/[^\s/?#]+\S*$/, {
      error: (issue) =>
        /^http:\/\//.test(String(issue.input))
          ? `${quoted(issue.input)} commence par http:// : l’adresse du site s’écrit en https://, la version chiffrée, par exemple https://www.example.org`
          : `${quoted(issue.input)} n’est pas une adresse web en https:// : écrivez-la en entier, par exemple https://www.example.org`,
    })
    .meta({ title, description });

/**
 * A link of the site or elsewhere, "/restaurant/" or "https://…". Not "//autre.exemple" nor
 * "/\\autre.exemple": a browser reads both as another site's address in the page's scheme, so a link
 * that looks like a page of the site would leave it.
 */
export const hrefPattern = /^(\/(?![/\\])\S*|https?:\/\/\S+)$/;

export const href = (title: string) =>
  z
    .string()
    .regex(hrefPattern, {
      error: (issue) =>
        `${quoted(issue.input)} n’est pas un lien : écrivez /restaurant/ pour une page du site, https://… pour un autre site (jamais deux barres au début, qui mèneraient vers un autre site)`,
    })
    .meta({ title, description: 'Une page du site (/restaurant/) ou une adresse complète (https://…)' });

/** A choice among a fixed list, offered by its French names in the editor. */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  names: Readonly<Record<T[number], string>>,
  title: string,
  description?: string,
) {
  const list = values.map((value) => `${value} (${names[value as T[number]]})`).join(', ');
  return z
    .enum(values, { error: (issue) => `${quoted(issue.input)} n’est pas dans la liste : écrivez l’un de ${list}` })
    .meta({ title, description, options: values.map((value) => ({ value, label: names[value as T[number]] })) });
}

/**
 * The heaviest photo the editor uploads and check:content lets through: a phone's photo at full size
 * fits. 5 Mo as the editor and phones count, by millions of bytes.
 */
export const maxPhotoBytes = 5_000_000;

/**
 * A banner spans the screen: the image pipeline (scripts/build/build-images.mjs) makes it up to 1920 px wide
 * for a computer's screen, and a photo narrower than 1600 px shows blurred there.
 */
export const bannerMinWidth = 1600;

/**
 * A file of content/photos, chosen in the editor's image picker, by its name there ("lac.jpg", also
 * when the editor wrote "/content/photos/lac.jpg"); `minWidth` in pixels, checked by check:content.
 */
export const photoFile = (title: string, description: string, minWidth?: number) =>
  z.preprocess(
    photoName,
    z
      .string()
      .min(1, { abort: true, error: 'aucune photo choisie : choisissez un fichier de content/photos' })
      // Inside content/photos (its folders included): "../", "/…" or a backslash would name a file
      // outside it, which the content check never measured and the build then fails on.
      .refine((name) => /^(?:[^/\\.][^/\\]*\/)*[^/\\.][^/\\]*$/.test(name), {
        error: (issue) =>
          `${quoted(issue.input)} n’est pas une photo du dossier content/photos (rien avant lui, ni « .. », ni « / » au début) : choisissez la photo dans la liste de l’éditeur`,
      })
      .meta({ title, description, widget: 'image', ...(minWidth ? { minWidth } : {}) }),
  );

/** A picture from content/photos and what it shows, for those who cannot see it. */
export const photo = (title: string, minWidth?: number) =>
  z
    .object({
      file: photoFile('Fichier', 'Une photo de content/photos, par exemple lac-ponton.jpg', minWidth),
      alt: text('Description de la photo', 'Ce que montre la photo, pour qui ne la voit pas ; par exemple Ponton en bois au bord du lac'),
    })
    .meta({ title });

export const link = (title: string) => z.object({ label: text('Texte du lien'), href: href('Adresse du lien') }).meta({ title });

export const pageMeta = () =>
  z
    .object({
      title: text('Titre de l’onglet', 'Court, sans le nom du site, par exemple Restaurant'),
      description: longText(
        'Description pour les moteurs de recherche',
        `Une ou deux phrases, 160 caractères environ. ${factPlaceholdersHint}`,
      ),
    })
    .meta({ title: 'Référencement (titre et description)' });

export const banner = () =>
  z
    .object({
      title: text('Titre'),
      subtitle: optional(text('Sous-titre', factPlaceholdersHint)),
      photo: photo('Photo du bandeau', bannerMinWidth),
    })
    .meta({ title: 'Bandeau du haut de page' });

export const paragraphs = (title: string) => z.array(longText('Paragraphe')).min(1).meta({ title, description: factPlaceholdersHint });
