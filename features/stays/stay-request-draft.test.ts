import { emptyStayValues } from './stay-request';
import { clearStayDraft, loadStayDraft, saveStayDraft } from './stay-request-draft';
import { hasStayDraft, stayDraftKey } from './stay-request-opening';

describe('the stay request’s draft for the visit', () => {
  beforeEach(() => window.sessionStorage.clear());
  const base = emptyStayValues('nl', 'chalet');

  it('keeps what was typed, and is gone once cleared', () => {
    expect(hasStayDraft(window.sessionStorage)).toBe(false);
    saveStayDraft(window.sessionStorage, { ...base, nom: 'de Vries', arrivee: '2027-05-20' });
    expect(hasStayDraft(window.sessionStorage)).toBe(true);
    expect(loadStayDraft(window.sessionStorage, base)).toEqual({ ...base, nom: 'de Vries', arrivee: '2027-05-20' });
    clearStayDraft(window.sessionStorage);
    expect(hasStayDraft(window.sessionStorage)).toBe(false);
  });

  it('reads back only known fields, held to their length, and nothing from a broken draft', () => {
    window.sessionStorage.setItem(stayDraftKey, JSON.stringify({ nom: 'x'.repeat(500), evil: 'yes', adultes: 3 }));
    const draft = loadStayDraft(window.sessionStorage, base);
    expect(draft.nom).toHaveLength(80);
    expect(draft.adultes).toBe(base.adultes);
    expect(draft).not.toHaveProperty('evil');
    window.sessionStorage.setItem(stayDraftKey, '{not json');
    expect(loadStayDraft(window.sessionStorage, base)).toEqual(base);
  });

  it('works without storage, as in private browsing', () => {
    expect(hasStayDraft(undefined)).toBe(false);
    expect(loadStayDraft(undefined, base)).toEqual(base);
    expect(() => saveStayDraft(undefined, base)).not.toThrow();
  });
});
