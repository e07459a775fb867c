/** @jest-environment node */
import path from 'node:path';
import { dataFilePath, dataFiles } from './schema/index';
import { dataFileOnDisk } from './data-file';

describe('dataFileOnDisk', () => {
  it('reads content/data unless the variable names another file, relative to the project folder', () => {
    expect(dataFileOnDisk('content/data/menu.json', undefined, {})).toBe(path.join(process.cwd(), 'content', 'data', 'menu.json'));
    expect(dataFileOnDisk('content/data/x.json', 'X_DATA', { X_DATA: '' })).toBe(path.join(process.cwd(), 'content', 'data', 'x.json'));
    expect(dataFileOnDisk('content/data/x.json', 'X_DATA', { X_DATA: 'e2e/generated/x.json' })).toBe(
      path.join(process.cwd(), 'e2e', 'generated', 'x.json'),
    );
    expect(dataFileOnDisk('content/data/x.json', 'X_DATA', { X_DATA: '/tmp/x.json' })).toBe('/tmp/x.json');
  });

  it('reads the same name under CONTENT_DATA, where a file’s own variable is not set', () => {
    expect(dataFileOnDisk('content/data/menu.json', undefined, { CONTENT_DATA: 'fixtures/seed-data' })).toBe(
      path.join(process.cwd(), 'fixtures', 'seed-data', 'menu.json'),
    );
    expect(dataFileOnDisk('content/data/events', 'EVENTS_DATA', { CONTENT_DATA: 'fixtures/seed-data' })).toBe(
      path.join(process.cwd(), 'fixtures', 'seed-data', 'events'),
    );
    expect(dataFileOnDisk('content/data/events', 'EVENTS_DATA', { CONTENT_DATA: 'fixtures/seed-data', EVENTS_DATA: '/tmp/events' })).toBe(
      '/tmp/events',
    );
    expect(dataFileOnDisk('content/data', undefined, { CONTENT_DATA: 'fixtures/seed-data' })).toBe(
      path.join(process.cwd(), 'fixtures', 'seed-data'),
    );
    expect(dataFileOnDisk('content/database.json', undefined, { CONTENT_DATA: 'fixtures/seed-data' })).toBe(
      path.join(process.cwd(), 'content', 'database.json'),
    );
    expect(dataFileOnDisk('docs/x.json', undefined, { CONTENT_DATA: 'fixtures/seed-data' })).toBe(
      path.join(process.cwd(), 'docs', 'x.json'),
    );
  });

  it('finds availability where check:content looks for it, with or without its variable', () => {
    const entry = dataFiles.find((file) => file.name === 'availability');
    const variable = entry?.fileFromEnv ?? 'none';
    const availabilityFile = (env: Record<string, string>) => {
      const saved = process.env[variable];
      delete process.env[variable];
      Object.assign(process.env, env);
      try {
        let file = '';
        jest.isolateModules(() => {
          file = (jest.requireActual('./data-file') as typeof import('./data-file')).availabilityFile;
        });
        return file;
      } finally {
        if (saved === undefined) delete process.env[variable];
        else process.env[variable] = saved;
      }
    };
    expect(availabilityFile({})).toBe(dataFileOnDisk(dataFilePath('availability'), variable));
    expect(availabilityFile({ [variable]: '/tmp/synced.json' })).toBe('/tmp/synced.json');
  });
});
