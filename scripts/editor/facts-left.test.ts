/** @jest-environment node */
import { nothingGiven, seedFiles } from '@/fixtures/facts-not-given';
import { factsToGive } from '@/content/facts-to-give';
import { withBackend } from './backend';
import { backendOf } from './facts-left-panel';
import { editorHref, factsLeftIn } from './facts-left';

describe('what the editor says is left to give', () => {
  it('counts the needed facts as check:content does, each a link to its file in the editor, the optional ones apart', () => {
    const files = nothingGiven();
    const left = factsLeftIn(files);
    const { needed, optional } = factsToGive(files);
    expect(left.heading).toBe(`${needed.length} informations à donner avant la mise en ligne`);
    expect(left.needed).toHaveLength(needed.length);
    expect(left.optional).toHaveLength(optional.length);
    expect(left.needed).toContainEqual(
      expect.objectContaining({
        label: 'Numéro de téléphone (réservations)',
        place: 'Coordonnées et accès → Coordonnées, accès et réseaux',
        href: '#/collections/coordonnees/entries/contact',
      }),
    );
    expect(left.needed.every((fact) => fact.why)).toBe(true);
  });

  it('says the site may go live once every needed fact is given', () => {
    expect(factsLeftIn(seedFiles())).toMatchObject({
      heading: 'Prêt pour la mise en ligne : toutes les informations nécessaires sont données',
      needed: [],
    });
  });

  it('leads to an event by its file name, in the events’ collection', () => {
    expect(editorHref({ collection: 'evenements', file: 'content/data/events/2026-12-04-soiree-moules-frites.json' })).toBe(
      '#/collections/evenements/entries/2026-12-04-soiree-moules-frites',
    );
  });

  it('reads where the files are from the configuration’s backend block, as backend.ts writes it', () => {
    const config = 'site_url: x\ncollections: []\n';
    expect(backendOf(withBackend(config, { name: 'github', repo: 'proprio/chalets', branch: 'main', auth_methods: ['token'] }))).toEqual({
      name: 'github',
      repo: 'proprio/chalets',
      branch: 'main',
    });
    expect(backendOf(withBackend(config, { name: 'test-repo' }))).toEqual({ name: 'test-repo' });
    expect(backendOf(config)).toBeUndefined();
  });
});
