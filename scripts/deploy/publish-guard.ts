// Nothing goes live without what the law and a booking need: decides, from what a build recorded
// (scripts/deploy/build-facts.ts), whether it may be published, and says in French what to give. Pure,
// so every deploy path (the FTP script, the GitHub workflow through `npm run check:publish`) refuses
// with the same words; the needed facts are content/facts-to-give.ts's, as check:content lists them.
import { neededFactsLines, type FactToGive } from '../../content/facts-to-give';

/** What a build of out/ was made with, recorded at the end of `npm run build`. */
export interface BuildFacts {
  readonly builtAt: string;
  /** The facts the site cannot go live without that the data does not give yet (content/facts-to-give.ts). */
  readonly neededFacts: readonly FactToGive[];
  /** How many optional facts are not given yet: the site leaves them out; a reminder, never a refusal. */
  readonly optionalFactsLeft: number;
  /** The NEXT_PUBLIC_EMAILJS_* ids were all set: the table, stay and voucher requests can send. */
  readonly emailjsConfigured: boolean;
}

export interface GuardOptions {
  /**
   * --editor-only: the facts are not all given yet, and the owner publishes the editor alone (at
   * /admin/), to give them there; the site's pages stay off the host (scripts/deploy/editor-only.ts).
   */
  readonly editorOnly: boolean;
  /** --allow-missing-emailjs: the form will fall back to the visitor's mail client. */
  readonly allowMissingEmailjs: boolean;
}

export const guardFlags = { editorOnly: '--editor-only', allowMissingEmailjs: '--allow-missing-emailjs' } as const;

export function guardOptionsFrom(argv: readonly string[]): GuardOptions {
  return {
    editorOnly: argv.includes(guardFlags.editorOnly),
    allowMissingEmailjs: argv.includes(guardFlags.allowMissingEmailjs),
  };
}

/** The French refusal to print, or null when the build may be published (the editor alone, with --editor-only). */
export function publishRefusal(facts: BuildFacts, options: GuardOptions): string | null {
  // The editor alone publishes no page of the site: nothing it shows needs the missing facts.
  if (options.editorOnly) return null;
  const reasons: string[] = [];
  if (facts.neededFacts.length > 0) {
    reasons.push(
      [
        `Il manque ${facts.neededFacts.length} information(s) sans laquelle (lesquelles) le site ne peut pas être mis en ligne. Donnez chacune dans l’éditeur, à l’endroit indiqué, et décochez « Valeur provisoire » :`,
        ...neededFactsLines(facts.neededFacts),
      ].join('\n'),
    );
  }
  if (!facts.emailjsConfigured && !options.allowMissingEmailjs) {
    reasons.push(
      [
        'Les identifiants EmailJS manquent : le formulaire du restaurant, la demande de séjour ou la demande de bon cadeau n’enverrait aucune demande.',
        'Renseignez NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID, NEXT_PUBLIC_EMAILJS_STAY_TEMPLATE_ID, NEXT_PUBLIC_EMAILJS_VOUCHER_TEMPLATE_ID et NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
        '(fichier .env.local sur votre ordinateur, ou variables et secrets du dépôt GitHub), puis reconstruisez le site.',
      ].join('\n'),
    );
  }
  if (reasons.length === 0) return null;
  const ways = [
    facts.neededFacts.length > 0
      ? `Pour mettre seulement l’éditeur en ligne (à /admin/) et y donner ces informations, ajoutez ${guardFlags.editorOnly} à la commande : aucune page du site ne part.`
      : null,
    !facts.emailjsConfigured && !options.allowMissingEmailjs
      ? `Pour publier sans EmailJS (les demandes s’ouvriront dans la messagerie du visiteur), ajoutez ${guardFlags.allowMissingEmailjs} à la commande.`
      : null,
  ].filter((line) => line !== null);
  return [
    'Publication refusée : ce site n’est pas prêt à être mis en ligne.',
    '',
    ...reasons.flatMap((reason) => [reason, '']),
    ...ways,
  ].join('\n');
}

/**
 * What the owner should know before going live without being stopped, in French: the optional facts
 * not given yet, which the site leaves out. Null when there is nothing to say.
 */
export function publishWarnings(facts: BuildFacts): string | null {
  if (facts.optionalFactsLeft === 0) return null;
  return `À savoir : ${facts.optionalFactsLeft} information(s) facultative(s) ne sont pas encore données ; le site les laisse de côté. « npm run check:content » ou l’éditeur les listent.`;
}

/** A warning as a GitHub Actions annotation (line breaks and % escaped as the runner reads them), on GitHub only. */
export function workflowWarning(message: string, env: Readonly<Record<string, string | undefined>>): string | null {
  if (env.GITHUB_ACTIONS !== 'true') return null;
  return `::warning title=Publication::${message.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')}`;
}
