// What the visitor has typed in the voucher request, kept for the visit only (sessionStorage), as the
// table and stay requests keep theirs: a reload, or a trip to the stays page and back, loses nothing.
import { voucherFields } from './voucher-fields';
import { clampVoucherValue, type VoucherValues } from './voucher-request';

export const voucherDraftKey = 'chalets-du-lac:bon-cadeau';

/** The saved draft over `base`, field by field; `base` alone when there is none, it is unreadable, or storage is blocked. */
export function loadVoucherDraft(storage: Storage | undefined, base: VoucherValues): VoucherValues {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(voucherDraftKey) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return base;
    const draft = { ...base };
    for (const field of voucherFields) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = clampVoucherValue(field, value);
    }
    return draft;
  } catch {
    return base;
  }
}

export function saveVoucherDraft(storage: Storage | undefined, values: VoucherValues): void {
  try {
    storage?.setItem(voucherDraftKey, JSON.stringify(values));
  } catch {
    // Private browsing or a full storage: the request still works, only the reload safety is lost.
  }
}

export function clearVoucherDraft(storage: Storage | undefined): void {
  try {
    storage?.removeItem(voucherDraftKey);
  } catch {
    // As above.
  }
}
