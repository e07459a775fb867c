import { articleInPhrase } from '@/features/stays/request/stay-request';
import { availabilityWords } from '@/features/stays/availability-words';
import { stayFlowWords } from '@/features/stays/request/stay-flow-words';
import { stayRequestWords } from '@/features/stays/request/stay-request-words';
import { formatDay, fill } from '@/lib/i18n/format';
import { languages } from '@/lib/i18n/languages';

// The calendar's refusals as the picker fills them (stay-dates-picker.tsx): a unit's name opening a
// sentence, or inside one with its article in lower case.
const names = (lang: (typeof languages)[number], title: string) => ({
  unit: title,
  unitInPhrase: articleInPhrase(stayRequestWords[lang].secondUnit, title),
});

describe('the calendar’s refusal of a booked night', () => {
  it('names the unit inside the sentence in lower case, with no agreement to get wrong', () => {
    const day = formatDay('fr', 20_798);
    const cabin = names('fr', availabilityWords.fr.typeTitle['grande-cabane']);
    // « La grande cabane, déjà pris » was the French of it: a feminine cabin, a masculine participle, a capital after the colon.
    expect(fill(stayFlowWords.fr.picker.refusedBooked, { date: day, ...cabin })).toBe(
      `${day}\u00a0: nuit déjà réservée (la grande cabane). Arrivées possibles les plus proches, avant et après\u00a0:`,
    );
    expect(
      fill(stayFlowWords.nl.picker.refusedBooked, { date: day, ...names('nl', availabilityWords.nl.typeTitle['grande-cabane']) }),
    ).toContain(': de grote boomhut is die nacht al bezet.');
    expect(fill(stayFlowWords.de.picker.refusedCrossing, names('de', availabilityWords.de.typeTitle['grande-cabane']))).toContain(
      '(das große Baumhaus)',
    );
  });

  it('leaves no place unfilled in any language', () => {
    for (const lang of languages) {
      const filled = names(lang, availabilityWords[lang].typeTitle.chalet);
      const { refusedBooked, refusedBookedPlural, refusedCrossing } = stayFlowWords[lang].picker;
      for (const template of [refusedBooked, refusedBookedPlural, refusedCrossing])
        expect(fill(template, { date: formatDay(lang, 20_798), ...filled })).not.toMatch(/[{}]/);
    }
  });
});
