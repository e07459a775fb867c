/** @jest-environment node */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FactToGive } from '../../content/facts-to-give';
import { keepEditorOnly } from './editor-only';
import { guardOptionsFrom, publishRefusal, publishWarnings, workflowWarning, type BuildFacts } from './publish-guard';

const ready: BuildFacts = { builtAt: '2026-11-22T20:00:00.000Z', neededFacts: [], optionalFactsLeft: 0, emailjsConfigured: true };

/** Needed facts of this test's own: the phone (the legal notice) and two units' numbers (Code du tourisme). */
const fact = (path: (string | number)[], label: string, why: string, file = 'content/data/contact.json'): FactToGive => ({
  file,
  path,
  label,
  why,
  collection: 'coordonnees',
  collectionLabel: 'Coordonnées et accès',
  fileLabel: 'Coordonnées, accès et réseaux',
});
const lcen = 'Mentions légales : LCEN, article 6-III';
const tourism = 'Code du tourisme, article L324-1-1';
const missing: BuildFacts = {
  ...ready,
  neededFacts: [
    fact(['phone'], 'Numéro de téléphone (réservations)', lcen),
    fact(
      ['unitTypes', 0, 'units', 'value', 0, 'registrationNumber'],
      'Numéro d’enregistrement (Chalet des Saules)',
      tourism,
      'content/data/stays.json',
    ),
    fact(
      ['unitTypes', 1, 'units', 'value', 0, 'registrationNumber'],
      'Numéro d’enregistrement (Cabane des pins)',
      tourism,
      'content/data/stays.json',
    ),
  ],
};
const strict = guardOptionsFrom([]);

describe('the publish guard', () => {
  it('lets a build with every needed fact and the EmailJS ids go live', () => {
    expect(publishRefusal(ready, strict)).toBeNull();
  });

  it('refuses while a needed fact is missing, each count at the start of its line, naming each fact and where to give it in the editor', () => {
    const refusal = publishRefusal(missing, strict) ?? '';
    expect(refusal).toContain('Publication refusée');
    expect(refusal).toContain('Il manque 3 information(s)');
    expect(refusal).toContain(`1 information(s) à donner — ${lcen} :`);
    expect(refusal).toContain(`2 information(s) à donner — ${tourism} :`);
    expect(refusal).toContain(
      '  - Coordonnées et accès → Coordonnées, accès et réseaux → Numéro de téléphone (réservations) (content/data/contact.json › phone)',
    );
    expect(refusal).toContain(
      'Numéro d’enregistrement (Cabane des pins) (content/data/stays.json › unitTypes[1].units.value[0].registrationNumber)',
    );
    expect(refusal).toContain('ajoutez --editor-only à la commande');
    expect(refusal).not.toContain('EmailJS');
  });

  it('refuses a build without EmailJS ids, naming the five variables', () => {
    const refusal = publishRefusal({ ...ready, emailjsConfigured: false }, strict) ?? '';
    expect(refusal).toContain('Les identifiants EmailJS manquent');
    expect(refusal).toContain(
      'NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID, NEXT_PUBLIC_EMAILJS_STAY_TEMPLATE_ID, NEXT_PUBLIC_EMAILJS_VOUCHER_TEMPLATE_ID et NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
    );
    expect(refusal).toContain('ajoutez --allow-missing-emailjs à la commande');
    expect(refusal).not.toContain('--editor-only');
  });

  it('lets the editor alone go online, whatever is missing; lets a site without EmailJS go only when told so', () => {
    expect(publishRefusal({ ...missing, emailjsConfigured: false }, guardOptionsFrom(['--editor-only']))).toBeNull();
    const withoutEmailjs = publishRefusal({ ...missing, emailjsConfigured: false }, guardOptionsFrom(['--allow-missing-emailjs'])) ?? '';
    expect(withoutEmailjs).toContain('Il manque 3 information(s)');
    expect(withoutEmailjs).not.toContain('EmailJS manquent');
    expect(publishRefusal({ ...ready, emailjsConfigured: false }, guardOptionsFrom(['--allow-missing-emailjs']))).toBeNull();
  });

  it('reminds the owner of the optional facts not given, never refusing them', () => {
    const optional = { ...ready, optionalFactsLeft: 12 };
    expect(publishRefusal(optional, strict)).toBeNull();
    expect(publishWarnings(optional)).toContain('12 information(s) facultative(s) ne sont pas encore données ; le site les laisse de côté');
    expect(publishWarnings(ready)).toBeNull();
  });

  it('puts the warning on the GitHub run’s page as one annotation, and nowhere else', () => {
    expect(workflowWarning('100 % prêt\nsuite', { GITHUB_ACTIONS: 'true' })).toBe('::warning title=Publication::100 %25 prêt%0Asuite');
    expect(workflowWarning('prêt', {})).toBeNull();
  });
});

describe('the editor alone, before the site goes live', () => {
  it('keeps in out/ the editor and the host’s own files, and no page, PDF or script of the site', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'editor-only-'));
    try {
      for (const file of [
        'index.html',
        'Tarifs-Chalets.pdf',
        'en/index.html',
        '_next/static/app.js',
        'admin/index.html',
        'admin/config.yml',
        '_headers',
        '.htaccess',
        'robots.txt',
      ]) {
        await mkdir(path.dirname(path.join(out, file)), { recursive: true });
        await writeFile(path.join(out, file), 'x');
      }
      expect(await keepEditorOnly(out)).toBe(5);
      expect((await readdir(out, { recursive: true })).sort()).toEqual([
        '.htaccess',
        '_headers',
        'admin',
        'admin/config.yml',
        'admin/index.html',
        'robots.txt',
      ]);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
