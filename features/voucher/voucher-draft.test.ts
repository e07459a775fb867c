import { clearVoucherDraft, loadVoucherDraft, saveVoucherDraft, voucherDraftKey } from './voucher-draft';
import { emptyVoucherValues } from './voucher-request';

describe('the voucher request’s draft', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps what was typed for the visit and gives it back over the empty form', () => {
    const typed = { ...emptyVoucherValues('chalet'), kind: 'sejour', nuits: '3', beneficiaire: 'Paul' };
    saveVoucherDraft(window.sessionStorage, typed);
    expect(loadVoucherDraft(window.sessionStorage, emptyVoucherValues('chalet'))).toEqual(typed);
    clearVoucherDraft(window.sessionStorage);
    expect(window.sessionStorage.getItem(voucherDraftKey)).toBeNull();
  });

  it('ignores an unreadable draft and clamps an overlong field', () => {
    window.sessionStorage.setItem(voucherDraftKey, '{not json');
    expect(loadVoucherDraft(window.sessionStorage, emptyVoucherValues('chalet'))).toEqual(emptyVoucherValues('chalet'));
    window.sessionStorage.setItem(voucherDraftKey, JSON.stringify({ message: 'x'.repeat(400), unknown: 'y' }));
    expect(loadVoucherDraft(window.sessionStorage, emptyVoucherValues('chalet')).message).toHaveLength(300);
  });
});
