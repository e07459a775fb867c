import { newVoucherCode, normalizeVoucherCode, voucherCodeAlphabet } from './voucher-code';

/** A source that hands out the given bytes, then zeros. */
const bytes = (...values: number[]) => ({
  getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint8Array) array.set(values.slice(0, array.length));
    return array;
  },
});

describe('gift voucher codes', () => {
  it('are 12 random symbols of Crockford’s base 32 in three groups, after BC', () => {
    const code = newVoucherCode();
    expect(code).toMatch(/^BC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(voucherCodeAlphabet).toHaveLength(32);
    expect(voucherCodeAlphabet).not.toMatch(/[ILOU]/);
  });

  it('take each symbol from one random byte, all 32 equally (256 bytes, 8 for each)', () => {
    expect(newVoucherCode(bytes(0, 1, 2, 3, 31, 32, 33, 255, 224, 10, 17, 30))).toBe('BC-0123-Z01Z-0AHY');
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += 1) {
      const symbol = newVoucherCode(bytes(byte)).charAt(3);
      counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual(Array.from({ length: 32 }, () => 8));
  });

  it('are never the same twice in a thousand draws, nor follow one another', () => {
    const codes = Array.from({ length: 1000 }, () => newVoucherCode());
    expect(new Set(codes).size).toBe(1000);
  });

  it('read back as the register writes them, whatever the guest types, and nothing else', () => {
    expect(normalizeVoucherCode('bc 7k4m-q2xp 9rhd')).toBe('BC-7K4M-Q2XP-9RHD');
    expect(normalizeVoucherCode('7K4M Q2XP 9RHO')).toBe('BC-7K4M-Q2XP-9RH0');
    expect(normalizeVoucherCode('BC-7K4M-Q2XP-9RHL')).toBe('BC-7K4M-Q2XP-9RH1');
    expect(normalizeVoucherCode('BC-2027-001')).toBeNull();
    expect(normalizeVoucherCode('BC-7K4M-Q2XP-9RHU')).toBeNull();
  });
});
