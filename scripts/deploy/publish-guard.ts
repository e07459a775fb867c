// Nothing unfinished goes live: decides, from what a build recorded (scripts/deploy/build-facts.ts),
// whether it may be published, and says in French what to fix. Pure, so every deploy path (the FTP
// script, the GitHub workflow through `npm run check:publish`) refuses with the same words.
import { eitherInFrench, translatedPagesInFrench, translationLanguages } from '../../content/schema/translations';

/** A value still marked provisional in a data file, with where to replace it. */
export interface PendingValue {
  readonly label: string;
  readonly placeholder: string;
  /** "content/data/contact.json › phone": the file and the field. */
  readonly where: string;
}

/** A translation of a value still to supply, or written for one: the French sentence names the file, the field and the languages. */
export interface PendingTranslation {
  /** "content/data/legal.json › reservationRetention": the file and the field. */
  readonly where: string;
  readonly message: string;
}

/** What a build of out/ was made with, recorded at the end of `npm run build`. */
export interface BuildFacts {
  readonly builtAt: string;
  readonly pendingValues: readonly PendingValue[];
  /** Absent from the facts of a build made before translations were checked: none known. */
  readonly pendingTranslations?: readonly PendingTranslation[];
  /** The NEXT_PUBLIC_EMAILJS_* ids were all set: the table, stay and voucher requests can send. */
  readonly emailjsConfigured: boolean;
  /**
   * The units (by name) with no registration number (loi n° 2024-1039) in content/data/stays.json.
   * Absent from the facts of a build made before the numbers were recorded.
   */
  readonly unitsWithoutRegistration?: readonly string[];
  /**
   * The owner's answer in content/data/stays.json: the units are meublés de tourisme, so each needs its
   * registration number (Code du tourisme L324-1-1, general from 20 May 2026) and a missing one refuses
   * publication. Absent from the facts of a build made before the question was asked: a warning only.
   */
  readonly furnishedTouristLets?: boolean;
}

export interface GuardOptions {
  /** --allow-placeholders: a preview, placeholders may show. */
  readonly allowPlaceholders: boolean;
  /** --allow-missing-emailjs: the form will fall back to the visitor's mail client. */
  readonly allowMissingEmailjs: boolean;
}

export const guardFlags = { allowPlaceholders: '--allow-placeholders', allowMissingEmailjs: '--allow-missing-emailjs' } as const;

export function guardOptionsFrom(argv: readonly string[]): GuardOptions {
  return {
    allowPlaceholders: argv.includes(guardFlags.allowPlaceholders),
    allowMissingEmailjs: argv.includes(guardFlags.allowMissingEmailjs),
  };
}

/** The French refusal to print, or null when the build may be published. */
export function publishRefusal(facts: BuildFacts, options: GuardOptions): string | null {
  const reasons: string[] = [];
  const translations = facts.pendingTranslations ?? [];
  const placeholders = facts.pendingValues.length > 0 || translations.length > 0 || (facts.furnishedTouristLets === true && (facts.unitsWithoutRegistration ?? []).length > 0);
  if (facts.pendingValues.length > 0 && !options.allowPlaceholders) {
    reasons.push(
      [
        `${facts.pendingValues.length} valeur(s) à fournir sont encore provisoires : le site afficherait ces textes d’attente.`,
        'Saisissez la vraie valeur et décochez « Valeur provisoire » dans l’éditeur (ou, dans le fichier indiqué, écrivez-la et mettez "provisional": false) :',
        ...facts.pendingValues.map((value) => `  - ${value.where} : ${value.label} (en attendant : ${value.placeholder})`),
      ].join('\n'),
    );
  }
  if (translations.length > 0 && !options.allowPlaceholders) {
    reasons.push(
      [
        `${translations.length} traduction(s) reprennent une valeur à compléter : les pages en ${translatedPagesInFrench} afficheraient ces textes d’attente.`,
        `Dans l’éditeur, chaque langue a sa case « Valeur provisoire » : traduisez la vraie valeur, puis décochez la case de cette langue (ou, dans le fichier indiqué, sous ${eitherInFrench(translationLanguages.map((lang) => `"${lang}"`))}, mettez "provisional": false) :`,
        ...translations.map((translation) => `  - ${translation.message}`),
      ].join('\n'),
    );
  }
  const unregistered = facts.furnishedTouristLets === true ? (facts.unitsWithoutRegistration ?? []) : [];
  if (unregistered.length > 0 && !options.allowPlaceholders) {
    reasons.push(
      [
        `${unregistered.length} meublé(s) de tourisme sans numéro d’enregistrement : ${unregistered.join(', ')}.`,
        'Le Code du tourisme (article L324-1-1, loi n° 2024-1039) oblige à montrer ce numéro sur chaque annonce. Déclarez le logement sur le téléservice national',
        'ou auprès de la mairie, puis saisissez le numéro reçu dans l’éditeur : Prix → Hébergements : tarifs, saisons et conditions → le type d’hébergement →',
        'Logements de ce type → Numéro d’enregistrement. Si vos logements ne sont pas des meublés de tourisme, décochez « Les logements sont des meublés de tourisme ».',
        ...unregistered.map((unit) => `  - ${unit}`),
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
  const overrides = [
    placeholders && !options.allowPlaceholders ? guardFlags.allowPlaceholders : null,
    !facts.emailjsConfigured && !options.allowMissingEmailjs ? guardFlags.allowMissingEmailjs : null,
  ].filter((flag) => flag !== null);
  return [
    'Publication refusée : ce site n’est pas prêt à être mis en ligne.',
    '',
    ...reasons.flatMap((reason) => [reason, '']),
    `Pour publier quand même une version d’essai, ajoutez ${overrides.join(' et ')} à la commande.`,
  ].join('\n');
}

/**
 * What the owner should know before going live without being stopped, in French: the units with no
 * registration number yet, from a build that did not record whether they are meublés de tourisme (once
 * it did, publishRefusal decides). Null when there is nothing to say.
 */
export function publishWarnings(facts: BuildFacts): string | null {
  const units = facts.furnishedTouristLets === undefined ? (facts.unitsWithoutRegistration ?? []) : [];
  if (units.length === 0) return null;
  return [
    `Attention : ${units.length} logement(s) sans numéro d’enregistrement (loi n° 2024-1039) : ${units.join(', ')}.`,
    'Si la commune l’exige, la mairie vous le donne ; saisissez-le dans l’éditeur : Prix → Hébergements : tarifs, saisons et conditions →',
    'le type d’hébergement → Logements de ce type → Numéro d’enregistrement. Le site le montre alors à côté du logement et dans le PDF des tarifs.',
  ].join('\n');
}

/** A warning as a GitHub Actions annotation (line breaks and % escaped as the runner reads them), on GitHub only. */
export function workflowWarning(message: string, env: Readonly<Record<string, string | undefined>>): string | null {
  if (env.GITHUB_ACTIONS !== 'true') return null;
  return `::warning title=Publication::${message.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')}`;
}
