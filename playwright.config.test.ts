/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import config from './playwright.config';

const specs = readdirSync(path.join(__dirname, 'e2e')).filter((name) => name.endsWith('.spec.ts'));
/** A spec that copies the project and builds the copy: git archive into a folder, then an npm build there. */
const buildsACopy = (name: string) => /git archive/.test(readFileSync(path.join(__dirname, 'e2e', name), 'utf8'));
const matches = (pattern: unknown, name: string) => pattern instanceof RegExp && pattern.test(`e2e/${name}`);

describe('the end-to-end projects', () => {
  const projects = config.projects ?? [];
  const alone = projects.find((project) => project.name === 'throwaway-builds');
  const others = projects.filter((project) => project !== alone);

  it('run the specs that build a throwaway copy in a project of their own, with one worker, after every other project', () => {
    const builders = specs.filter(buildsACopy);
    expect(builders).toContain('admin-publish.spec.ts');
    expect(alone?.workers).toBe(1);
    expect(alone?.dependencies?.toSorted()).toEqual(others.map((project) => project.name).toSorted());
    for (const name of specs) expect([name, matches(alone?.testMatch, name)]).toEqual([name, builders.includes(name)]);
  });

  it('keep those specs out of every other project', () => {
    for (const project of others) {
      for (const name of specs.filter(buildsACopy))
        expect([project.name, name, matches(project.testIgnore, name)]).toEqual([project.name, name, true]);
    }
  });
});
