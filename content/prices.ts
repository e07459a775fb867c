// How the content writes a price and an hour: the data files store numbers and "16:00"; the pages
// show "70€/nuit" and "de 16h à 18h", made here.

/** 70 as "70", 5.5 as "5,50". */
export function frenchAmount(euros: number): string {
  return Number.isInteger(euros) ? String(euros) : euros.toFixed(2).replace('.', ',');
}

/** "16:00" as "16h", "09:30" as "9h30". */
export function frenchHour(time: string): string {
  return time.replace(/^0(?=\d)/, '').replace(':00', 'h').replace(':', 'h');
}

export const frenchHours = (opens: string, closes: string) => `de ${frenchHour(opens)} à ${frenchHour(closes)}`;
