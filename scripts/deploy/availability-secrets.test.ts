/** @jest-environment node */
// scripts/deploy/availability-secrets.mjs as the sync workflow runs it: every secret in, the calendar ones out.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, 'availability-secrets.mjs');

function run(secrets: string | undefined) {
  const envFile = path.join(mkdtempSync(path.join(tmpdir(), 'github-env-')), 'env');
  writeFileSync(envFile, '');
  const result = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    // An undefined SECRETS is left out of the child's environment.
    env: { ...process.env, GITHUB_ENV: envFile, SECRETS: secrets },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, env: readFileSync(envFile, 'utf8') };
}

/** GITHUB_ENV's NAME<<DELIMITER form read back, as the runner reads it. */
function readEnvFile(text: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const match = /^([A-Z0-9_]+)<<(.+)$/.exec(lines[index] ?? '');
    if (!match?.[1] || !match[2]) continue;
    const end = lines.indexOf(match[2], index + 1);
    entries[match[1]] = lines.slice(index + 1, end).join('\n');
    index = end;
  }
  return entries;
}

describe('availability-secrets.mjs', () => {
  const secrets = {
    github_token: 'ghs_token',
    FTP_PASSWORD: 'ftp-password',
    NETLIFY_AUTH_TOKEN: 'netlify-token',
    AVAILABILITY_ICAL_CHALET_1: 'https://airbnb.test/ical?t=one https://booking.test/ical?t=two',
    AVAILABILITY_ICAL_GRANDE_CABANE: 'https://gites.test/ical?t=three\n',
  };

  it('passes on the AVAILABILITY_ICAL_ secrets alone, hides each address, and prints names only', () => {
    const result = run(JSON.stringify(secrets));
    expect(result.status).toBe(0);
    expect(readEnvFile(result.env)).toEqual({
      AVAILABILITY_ICAL_CHALET_1: 'https://airbnb.test/ical?t=one https://booking.test/ical?t=two',
      AVAILABILITY_ICAL_GRANDE_CABANE: 'https://gites.test/ical?t=three\n',
    });
    expect(result.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'))).toEqual([
      '::add-mask::https://airbnb.test/ical?t=one',
      '::add-mask::https://booking.test/ical?t=two',
      '::add-mask::https://gites.test/ical?t=three',
    ]);
    const shown = result.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')).join('\n') + result.stderr;
    expect(shown).toBe('Calendriers transmis à la synchronisation : AVAILABILITY_ICAL_CHALET_1, AVAILABILITY_ICAL_GRANDE_CABANE.\n');
    expect(result.env + result.stdout).not.toMatch(/ghs_token|ftp-password|netlify-token/);
  });

  it('says so when no calendar secret exists yet, and passes nothing on', () => {
    const result = run(JSON.stringify({ github_token: 'ghs_token' }));
    expect(result).toMatchObject({ status: 0, env: '', stderr: '' });
    expect(result.stdout).toContain('Aucun secret AVAILABILITY_ICAL_');
  });

  it('fails in French, without echoing what it was given, when the secrets cannot be read', () => {
    for (const input of [undefined, '{"FTP_PASSWORD": "ftp-password"', 'null']) {
      const result = run(input);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Les secrets du dépôt n’ont pas pu être lus');
      expect(result.stdout + result.stderr + result.env).not.toContain('ftp-password');
    }
  });
});
