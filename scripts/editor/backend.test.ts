import { readFileSync } from 'node:fs';
import path from 'node:path';
import { adminBackend, backendYaml, withBackend } from './backend';

describe('the editor backend', () => {
  it('commits to main of the repository the publish workflow runs in, signing in with a token', () => {
    expect(adminBackend({ GITHUB_REPOSITORY: 'chalets/site' })).toEqual({
      name: 'github',
      repo: 'chalets/site',
      branch: 'main',
      auth_methods: ['token'],
    });
  });

  it('offers Netlify’s GitHub sign-in too on a site Netlify hosts, asking for the public repositories only', () => {
    const backend = adminBackend({ GITHUB_REPOSITORY: 'chalets/site', DEPLOY_TARGET: 'netlify' });
    expect(backend).toEqual({
      name: 'github',
      repo: 'chalets/site',
      branch: 'main',
      auth_methods: ['token', 'oauth'],
      base_url: 'https://api.netlify.com',
      auth_scope: 'public_repo',
    });
    // Without it Sveltia CMS asks `repo`: every repository of the account, private ones included.
    expect(backendYaml(backend)).toContain('  auth_scope: "public_repo"\n');
  });

  it('asks a scope Sveltia CMS accepts, and never the private repositories', () => {
    // The package's own JSON Schema of its configuration (its exports hide the file: found from the entry).
    const schemaFile = path.join(path.dirname(require.resolve('@sveltia/cms')), '..', 'schema', 'sveltia-cms.json');
    const scopes = /"auth_scope":\{"type":"string","enum":\[([^\]]*)\]/.exec(readFileSync(schemaFile, 'utf8'))?.[1];
    expect(scopes).toBe('"repo","public_repo"');
    expect(adminBackend({ GITHUB_REPOSITORY: 'chalets/site', DEPLOY_TARGET: 'netlify' })).not.toMatchObject({ auth_scope: 'repo' });
  });

  it('takes ADMIN_GITHUB_REPO before the workflow’s repository', () => {
    expect(adminBackend({ ADMIN_GITHUB_REPO: 'proprietaire/chalets', GITHUB_REPOSITORY: 'fork/chalets' })).toMatchObject({
      repo: 'proprietaire/chalets',
    });
  });

  it('works offline when asked, or when no repository is named (a local build)', () => {
    expect(adminBackend({ ADMIN_BACKEND: 'test-repo', GITHUB_REPOSITORY: 'chalets/site' })).toEqual({ name: 'test-repo' });
    expect(adminBackend({})).toEqual({ name: 'test-repo' });
  });

  it('refuses a repository that is not owner/name', () => {
    expect(() => adminBackend({ ADMIN_GITHUB_REPO: 'https://github.com/chalets/site' })).toThrow(/owner\/name/);
  });
});

describe('the backend block of admin/config.yml', () => {
  const github = adminBackend({ GITHUB_REPOSITORY: 'chalets/site' });

  it('is YAML with the backend’s keys', () => {
    expect(backendYaml(github)).toBe('backend:\n  name: "github"\n  repo: "chalets/site"\n  branch: "main"\n  auth_methods: ["token"]\n');
  });

  it('replaces the block of a configuration and nothing else', () => {
    const config = `media_folder: content/photos\nbackend:\n  name: github\n  repo: chalets/site\n\n  branch: main\nlocale: fr\ncollections: []\n`;
    expect(withBackend(config, { name: 'test-repo' })).toBe(
      'media_folder: content/photos\nbackend:\n  name: "test-repo"\nlocale: fr\ncollections: []\n',
    );
  });

  it('is added to a configuration that has none', () => {
    expect(withBackend('locale: fr\n', github)).toBe(`${backendYaml(github)}locale: fr\n`);
  });
});
