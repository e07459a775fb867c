import { clearDraft, draftStorageKey, loadDraft, saveDraft } from './reservation-draft';
import { initialReservationValues } from './reservation';

const typed = { ...initialReservationValues, nom: 'Dupont', message: 'Bonjour\nà bientôt 🎉' };

describe('the reservation draft kept for the visit', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('gives back what was typed', () => {
    saveDraft(window.sessionStorage, typed);
    expect(loadDraft(window.sessionStorage)).toEqual(typed);
  });

  it('keeps nothing for an untouched form and forgets after clearing', () => {
    saveDraft(window.sessionStorage, initialReservationValues);
    expect(window.sessionStorage.getItem(draftStorageKey)).toBeNull();
    saveDraft(window.sessionStorage, typed);
    clearDraft(window.sessionStorage);
    expect(loadDraft(window.sessionStorage)).toBeNull();
  });

  it('ignores unreadable or foreign data and clamps over-long values', () => {
    window.sessionStorage.setItem(draftStorageKey, '{not json');
    expect(loadDraft(window.sessionStorage)).toBeNull();
    window.sessionStorage.setItem(draftStorageKey, JSON.stringify({ nom: 42, message: 'x'.repeat(5000), other: 'y' }));
    const draft = loadDraft(window.sessionStorage);
    expect(draft?.nom).toBe('');
    expect(draft?.message).toHaveLength(1000);
    expect(draft).not.toHaveProperty('other');
  });

  it('survives a storage that refuses to work', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => saveDraft(broken, typed)).not.toThrow();
    expect(loadDraft(broken)).toBeNull();
    expect(loadDraft(undefined)).toBeNull();
  });
});
