// Each unit type's rules to live there, for the estimate and the request (stay-warnings.ts), in a
// language: the minimum age of its children and the wheelchair fact, from the owner's facts
// (unit-facts.ts). Server-only: the forms get the filled sentences as props.
import type { Lang } from '@/lib/i18n/languages';
import { availabilityWords } from '@/features/stays/availability-words';
import { stays, unitsOf, type UnitTypeId } from '@/features/stays/stays';
import type { UnitLiving } from '@/features/stays/estimate/stay-warnings';
import { minimumChildAges, unitFactsIn } from '@/features/stays/units/unit-facts';
import { unitFactsWords } from '@/features/stays/units/unit-facts-words';

export function unitLivingIn(lang: Lang, typeId: UnitTypeId): UnitLiving {
  const words = unitFactsWords[lang];
  const title = availabilityWords[lang].typeTitle[typeId];
  const ages = Object.values(minimumChildAges(typeId));
  const minimumChildAge = ages.length > 0 ? Math.max(...ages) : null;
  const type = stays.unitTypes.find((entry) => entry.id === typeId);
  const units = type ? unitsOf(type) : [];
  const given = units.some((unit) => unit.facts !== undefined);
  const lists = unitFactsIn(lang, typeId);
  const names = new Map(units.map((unit) => [unit.id, unit.name]));
  const wheelchair = lists.flatMap((list) => {
    const item = list.items.find((entry) => entry.key === 'wheelchair');
    if (!item) return [];
    // Units with different facts are named; one list speaks for the type.
    const who = lists.length > 1 ? list.unitIds.map((id) => names.get(id) ?? id).join(words.and) : title;
    return [words.wheelchairNote(who, item.value)];
  });
  return {
    minimumChildAge,
    childAgeWarning: minimumChildAge === null ? null : words.childAgeWarning(title, minimumChildAge),
    wheelchairNote: given && wheelchair.length > 0 ? wheelchair.join(' ') : null,
  };
}
