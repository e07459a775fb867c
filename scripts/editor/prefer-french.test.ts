import { preferFrench, preferencesKey } from './prefer-french';

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[preferencesKey, initial]]);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    stored: () => JSON.parse(values.get(preferencesKey) ?? 'null') as unknown,
  };
}

describe('the editor language', () => {
  it('is French on a first visit', () => {
    const storage = memoryStorage();
    preferFrench(storage);
    expect(storage.stored()).toEqual({ locale: 'fr' });
  });

  it('keeps the other preferences the editor stored', () => {
    const storage = memoryStorage(JSON.stringify({ theme: 'dark', closeOnSave: true }));
    preferFrench(storage);
    expect(storage.stored()).toEqual({ theme: 'dark', closeOnSave: true, locale: 'fr' });
  });

  it('keeps a language the owner chose in the settings', () => {
    const storage = memoryStorage(JSON.stringify({ locale: 'en-GB' }));
    preferFrench(storage);
    expect(storage.stored()).toEqual({ locale: 'en-GB' });
  });

  it('replaces unreadable preferences by French ones', () => {
    const storage = memoryStorage('{not json');
    preferFrench(storage);
    expect(storage.stored()).toEqual({ locale: 'fr' });
  });
});
