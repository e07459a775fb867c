// What the editor tells the owner is left to give before the site can go live, and what is optional:
// the same list check:content and check:publish give (content/facts-to-give.ts), read from the files the
// editor works on, each with a link to the file in the editor. Pure: facts-left-panel.ts draws it.
import { factsToGive, type FactToGive, type WrittenFile } from '../../content/facts-to-give';

export interface FactLink {
  /** « Numéro de téléphone (réservations) ». */
  readonly label: string;
  /** Where it is in the editor: « Coordonnées et accès → Coordonnées, accès et réseaux ». */
  readonly place: string;
  /** The editor's address of the file that holds it. */
  readonly href: string;
  /** Why the site needs it, for a needed fact. */
  readonly why?: string;
}

export interface FactsLeft {
  /** « 12 informations à donner avant la mise en ligne », or that every one is given. */
  readonly heading: string;
  readonly needed: readonly FactLink[];
  /** « 5 informations facultatives pas encore données : le site les laisse de côté. » */
  readonly optionalHeading: string;
  readonly optional: readonly FactLink[];
}

/** The editor's address of a file: a file of a collection by its name, an entry of a folder (an event) by its slug. */
export function editorHref(fact: Pick<FactToGive, 'collection' | 'file'>): string {
  const name = /([^/]+)\.json$/.exec(fact.file)?.[1] ?? '';
  return `#/collections/${fact.collection}/entries/${encodeURIComponent(name)}`;
}

const linkOf = (fact: FactToGive): FactLink => ({
  label: fact.label,
  place: `${fact.collectionLabel} → ${fact.fileLabel}`,
  href: editorHref(fact),
  ...(fact.why ? { why: fact.why } : {}),
});

/** What is left, in French, from the files as the editor reads them. */
export function factsLeftIn(files: readonly WrittenFile[]): FactsLeft {
  const { needed, optional } = factsToGive(files);
  const count = needed.length;
  return {
    heading:
      count === 0
        ? 'Prêt pour la mise en ligne : toutes les informations nécessaires sont données'
        : `${count} information${count > 1 ? 's' : ''} à donner avant la mise en ligne`,
    needed: needed.map(linkOf),
    optionalHeading: `${optional.length} information${optional.length > 1 ? 's' : ''} facultative${optional.length > 1 ? 's' : ''} pas encore donnée${optional.length > 1 ? 's' : ''} : le site les laisse de côté`,
    optional: optional.map(linkOf),
  };
}
