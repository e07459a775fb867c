/** @jest-environment node */
import { planDeploy, transitionalHtaccess, uploadSuffix, type Manifest, type Step } from './ftp-plan';

const entry = (sha256: string, size = 10) => ({ size, sha256 });
const online: Manifest = {
  '.htaccess': entry('policy-1'),
  _headers: entry('headers-1'),
  'index.html': entry('home-1'),
  'ancien/index.html': entry('old-page'),
  '_next/static/chunks/main-aaa.js': entry('chunk-1'),
  'images/lac-111.webp': entry('lake'),
  'sitemap.xml': entry('sitemap-1'),
};
const next: Manifest = {
  '.htaccess': entry('policy-2'),
  _headers: entry('headers-2'),
  'index.html': entry('home-2'),
  '_next/static/chunks/main-bbb.js': entry('chunk-2'),
  'images/lac-111.webp': entry('lake'),
  'sitemap.xml': entry('sitemap-2'),
};
const describeStep = (step: Step) =>
  step.kind === 'write-manifest'
    ? `manifest ${step.final ? 'final' : 'pending'}`
    : 'path' in step
      ? `${step.kind} ${step.path}`
      : step.kind;

describe('the FTP deploy plan', () => {
  it('sends new assets first, then pages and sitemap, then the final policy, and removes stale files last', () => {
    const plan = planDeploy(next, online);
    expect(plan.steps.map(describeStep)).toEqual([
      'manifest pending',
      'transitional-htaccess',
      'upload _next/static/chunks/main-bbb.js',
      'upload index.html',
      'upload sitemap.xml',
      'upload .htaccess',
      'upload _headers',
      'delete _next/static/chunks/main-aaa.js',
      'delete ancien/index.html',
      'remove-folder ancien',
      'manifest final',
    ]);
    expect(plan).toMatchObject({ uploads: 5, deletions: 2, unchanged: 1 });
  });

  it('sends nothing when the server already holds this build', () => {
    expect(planDeploy(next, next)).toEqual({ steps: [], uploads: 0, deletions: 0, unchanged: 6 });
  });

  it('sends everything on a first deploy, the final hosting files after the pages', () => {
    const plan = planDeploy(next, {});
    expect(plan.uploads).toBe(6);
    expect(plan.steps.map(describeStep)).not.toContain('delete index.html');
    expect(
      plan.steps
        .filter((step) => step.kind === 'upload')
        .map(describeStep)
        .slice(-2),
    ).toEqual(['upload .htaccess', 'upload _headers']);
  });

  it('keeps folders that the new build still uses', () => {
    const plan = planDeploy({ ...next, '_next/static/chunks/other.js': entry('x') }, online);
    expect(plan.steps.filter((step) => step.kind === 'remove-folder').map(describeStep)).toEqual(['remove-folder ancien']);
  });

  it('marks every file about to change as unknown until the end, so a cut run is completed by the next one', () => {
    const plan = planDeploy(next, online);
    const pending = plan.steps[0];
    if (pending?.kind !== 'write-manifest') throw new Error('the plan must start with the pending manifest');
    expect(pending.manifest['index.html']).toEqual({ size: -1, sha256: '' });
    expect(pending.manifest[`index.html${uploadSuffix}`]).toEqual({ size: -1, sha256: '' });
    // Files that do not change keep their entry; files to remove stay listed until removed.
    expect(pending.manifest['images/lac-111.webp']).toEqual(entry('lake'));
    expect(pending.manifest['ancien/index.html']).toEqual(entry('old-page'));

    // The next run, reading that manifest, sends the changed files again and clears the upload copies.
    const resumed = planDeploy(next, pending.manifest);
    expect(resumed.uploads).toBe(5);
    expect(resumed.deletions).toBe(2);
    expect(resumed.steps.map(describeStep)).toContain(`delete index.html${uploadSuffix}`);
    expect(resumed.steps.at(-1)).toEqual({ kind: 'write-manifest', manifest: next, final: true });
  });
});

describe('the transitional .htaccess', () => {
  const policy = (hashes: string) =>
    `Header always set Content-Security-Policy "default-src 'self'; script-src 'self' ${hashes}; style-src 'self' 'unsafe-inline'"\nHeader set Cache-Control "no-cache"\n`;

  it('allows the inline scripts of the build online and of the new one, all else from the new build', () => {
    const merged = transitionalHtaccess(policy("'sha256-new1=' 'sha256-both='"), policy("'sha256-old1=' 'sha256-both='"));
    expect(merged).toBe(policy("'sha256-new1=' 'sha256-both=' 'sha256-old1='"));
  });

  it('is the new policy itself when nothing online needs more', () => {
    expect(transitionalHtaccess(policy("'sha256-new1='"), 'Options -Indexes\n')).toBe(policy("'sha256-new1='"));
  });
});
