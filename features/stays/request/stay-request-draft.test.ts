import { emptyStayValues } from '@/features/stays/request/stay-request';
import { clearStayDraft, loadStayDraft, saveStayDraft } from '@/features/stays/request/stay-request-draft';
import { flowDraftKey, loadFlowDraft, saveFlowDraft, stayDraftKey } from '@/features/stays/request/stay-request-opening';

describe('the stay request’s draft for the visit', () => {
  beforeEach(() => window.sessionStorage.clear());
  const base = emptyStayValues('nl', 'chalet');

  it('keeps what was typed, and is gone once cleared', () => {
    saveStayDraft(window.sessionStorage, { ...base, nom: 'de Vries', arrivee: '2027-05-20' });
    expect(loadStayDraft(window.sessionStorage, base)).toEqual({ ...base, nom: 'de Vries', arrivee: '2027-05-20' });
    clearStayDraft(window.sessionStorage);
    expect(loadStayDraft(window.sessionStorage, base)).toEqual(base);
  });

  it('keeps the stay itself as an address’s query, and nothing that is not one', () => {
    saveFlowDraft(window.sessionStorage, 'type=chalet&arrivee=2027-08-07');
    expect(loadFlowDraft(window.sessionStorage)).toBe('type=chalet&arrivee=2027-08-07');
    window.sessionStorage.setItem(flowDraftKey, `a=${'x'.repeat(700)}`);
    expect(loadFlowDraft(window.sessionStorage)).toBe('');
    saveFlowDraft(window.sessionStorage, '');
    expect(window.sessionStorage.getItem(flowDraftKey)).toBeNull();
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
    expect(loadFlowDraft(undefined)).toBe('');
    expect(loadStayDraft(undefined, base)).toEqual(base);
    expect(() => saveStayDraft(undefined, base)).not.toThrow();
  });
});
