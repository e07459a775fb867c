/** @jest-environment node */
import { guardOptionsFrom, publishRefusal, publishWarnings, workflowWarning, type BuildFacts } from './publish-guard';

const ready: BuildFacts = { builtAt: '2026-11-22T20:00:00.000Z', pendingValues: [], emailjsConfigured: true };
const withPlaceholders: BuildFacts = {
  ...ready,
  pendingValues: [
    { label: 'Numéro de téléphone (réservations)', placeholder: '00 00 00 00 00', where: 'content/data/contact.json › phone' },
    { label: 'Équipe : nom du chef ou de la cheffe', placeholder: 'Prénom à compléter', where: 'content/data/team.json › members[1].name' },
  ],
};
const strict = guardOptionsFrom([]);

describe('the publish guard', () => {
  it('lets a finished build with EmailJS ids go live', () => {
    expect(publishRefusal(ready, strict)).toBeNull();
  });

  it('refuses placeholders, listing each in French with the data file and field to edit', () => {
    const refusal = publishRefusal(withPlaceholders, strict) ?? '';
    expect(refusal).toContain('Publication refusée');
    expect(refusal).toContain('2 valeur(s) à fournir sont encore provisoires');
    expect(refusal).toContain('  - content/data/contact.json › phone : Numéro de téléphone (réservations) (en attendant : 00 00 00 00 00)');
    expect(refusal).toContain('  - content/data/team.json › members[1].name : Équipe : nom du chef ou de la cheffe (en attendant : Prénom à compléter)');
    expect(refusal).toContain('ajoutez --allow-placeholders à la commande');
    expect(refusal).not.toContain('EmailJS');
  });

  it('refuses a build without EmailJS ids, naming the four variables', () => {
    const refusal = publishRefusal({ ...ready, emailjsConfigured: false }, strict) ?? '';
    expect(refusal).toContain('Les identifiants EmailJS manquent');
    expect(refusal).toContain('NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID, NEXT_PUBLIC_EMAILJS_STAY_TEMPLATE_ID, NEXT_PUBLIC_EMAILJS_VOUCHER_TEMPLATE_ID et NEXT_PUBLIC_EMAILJS_PUBLIC_KEY');
    expect(refusal).toContain('ajoutez --allow-missing-emailjs à la commande');
  });

  it('refuses a translation of a value to supply, quoting the French sentence that names the file, the field and the language', () => {
    const message = 'content/data/legal.json › reservationRetention (Durée de conservation) : la traduction en anglais a été écrite pour une valeur à compléter';
    const facts: BuildFacts = { ...ready, pendingTranslations: [{ where: 'content/data/legal.json › reservationRetention', message }] };
    const refusal = publishRefusal(facts, strict) ?? '';
    expect(refusal).toContain('Publication refusée');
    expect(refusal).toContain('1 traduction(s) reprennent une valeur à compléter');
    expect(refusal).toContain(`  - ${message}`);
    expect(refusal).not.toContain('valeur(s) à fournir');
    expect(refusal).toContain('ajoutez --allow-placeholders à la commande');
    // A preview publishes it, as it publishes the French placeholders.
    expect(publishRefusal(facts, guardOptionsFrom(['--allow-placeholders']))).toBeNull();
    // The facts of a build made before translations were checked hold none.
    expect(publishRefusal(ready, strict)).toBeNull();
  });

  it('publishes a preview when told so, each flag lifting only its own refusal', () => {
    const both = { ...withPlaceholders, emailjsConfigured: false };
    expect(publishRefusal(both, guardOptionsFrom(['--allow-placeholders', '--allow-missing-emailjs']))).toBeNull();
    const onlyPlaceholders = publishRefusal(both, guardOptionsFrom(['--allow-placeholders'])) ?? '';
    expect(onlyPlaceholders).not.toContain('provisoires');
    expect(onlyPlaceholders).toContain('EmailJS manquent');
  });

  it('warns, without refusing, while units hold no registration number, naming them and where to enter one', () => {
    const unregistered = { ...ready, unitsWithoutRegistration: ['Chalet des Saules', 'Cabane des pins'] };
    expect(publishRefusal(unregistered, strict)).toBeNull();
    const warning = publishWarnings(unregistered) ?? '';
    expect(warning).toContain('2 logement(s) sans numéro d’enregistrement (loi n° 2024-1039) : Chalet des Saules, Cabane des pins.');
    expect(warning).toContain('Numéro d’enregistrement');
    expect(publishWarnings({ ...ready, unitsWithoutRegistration: [] })).toBeNull();
    // A build recorded before the numbers were: nothing to say.
    expect(publishWarnings(ready)).toBeNull();
  });

  it('refuses meublés de tourisme without their registration number (Code du tourisme L324-1-1), naming each unit in French', () => {
    const furnished: BuildFacts = { ...ready, furnishedTouristLets: true, unitsWithoutRegistration: ['Chalet des Saules', 'Cabane des pins'] };
    const refusal = publishRefusal(furnished, strict) ?? '';
    expect(refusal).toContain('Publication refusée');
    expect(refusal).toContain('2 meublé(s) de tourisme sans numéro d’enregistrement : Chalet des Saules, Cabane des pins.');
    expect(refusal).toContain('article L324-1-1');
    expect(refusal).toContain('  - Chalet des Saules');
    expect(refusal).toContain('ajoutez --allow-placeholders à la commande');
    expect(publishWarnings(furnished)).toBeNull();
    // Every unit numbered: nothing left to refuse. A preview may go live without them.
    expect(publishRefusal({ ...furnished, unitsWithoutRegistration: [] }, strict)).toBeNull();
    expect(publishRefusal(furnished, guardOptionsFrom(['--allow-placeholders']))).toBeNull();
    // The owner says the units are not meublés de tourisme: neither a refusal nor a warning.
    const notFurnished = { ...furnished, furnishedTouristLets: false };
    expect(publishRefusal(notFurnished, strict)).toBeNull();
    expect(publishWarnings(notFurnished)).toBeNull();
  });

  it('puts the warning on the GitHub run’s page as one annotation, and nowhere else', () => {
    expect(workflowWarning('100 % prêt\nsuite', { GITHUB_ACTIONS: 'true' })).toBe('::warning title=Publication::100 %25 prêt%0Asuite');
    expect(workflowWarning('prêt', {})).toBeNull();
  });
});
