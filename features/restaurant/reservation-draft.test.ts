import { clearDraft, draftStorageKey, loadDraft, saveDraft } from './reservation-draft';
import { emptyReservation } from './reservation';

const initialReservationValues = emptyReservation('12:00');
const typed = { ...initialReservationValues, nom: 'Dupont', message: 'Bonjour\nà bientôt 🎉' };

describe('the reservation draft kept for the visit', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('gives back what was typed', () => {
    saveDraft(window.sessionStorage, typed, initialReservationValues);
    expect(loadDraft(window.sessionStorage, initialReservationValues)).toEqual(typed);
  });

  it('keeps nothing for an untouched form and forgets after clearing', () => {
    saveDraft(window.sessionStorage, initialReservationValues, initialReservationValues);
    expect(window.sessionStorage.getItem(draftStorageKey)).toBeNull();
    saveDraft(window.sessionStorage, typed, initialReservationValues);
    clearDraft(window.sessionStorage);
    expect(loadDraft(window.sessionStorage, initialReservationValues)).toBeNull();
  });

  it('ignores unreadable or foreign data and clamps over-long values', () => {
    window.sessionStorage.setItem(draftStorageKey, '{not json');
    expect(loadDraft(window.sessionStorage, initialReservationValues)).toBeNull();
    window.sessionStorage.setItem(draftStorageKey, JSON.stringify({ nom: 42, message: 'x'.repeat(5000), other: 'y' }));
    const draft = loadDraft(window.sessionStorage, initialReservationValues);
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
    expect(() => saveDraft(broken, typed, initialReservationValues)).not.toThrow();
    expect(loadDraft(broken, initialReservationValues)).toBeNull();
    expect(loadDraft(undefined, initialReservationValues)).toBeNull();
  });
});
