// What the estimate and the stay request warn about, without refusing: a party with children in a
// unit that takes children from a given age, and what a wheelchair user can do there. The flow asks
// the children's ages only where such a rule is, and as an optional choice (issue 49): the rule is
// said while an age is not given, and no longer once every child is old enough. No field asks about a
// wheelchair, so its fact is shown as it stands.
// Pure and in no language: the sentences come from the build (unit-living.ts), filled.

/** A unit type's rules to live there, as the estimate and the request are handed them (plain data). */
export interface UnitLiving {
  /** The youngest age a child may sleep there, the highest of the type's units; null where none is stated. */
  readonly minimumChildAge: number | null;
  /** The warning in the page's language, the type and the age in it; null with no minimum age. */
  readonly childAgeWarning: string | null;
  /** What a wheelchair user can do there, in the page's language; null while the owner has not said it. */
  readonly wheelchairNote: string | null;
}

/** The party as the forms hold it: a count, possibly typed badly, and the ages given (null: not given). */
export interface Party {
  readonly children: number;
  readonly ages?: readonly (number | null)[];
}

/** The children's ages as the form keeps them ("4,,7"), one per child, null where not given. */
export function childAges(ages: string, children: number): (number | null)[] {
  const given = ages.split(',');
  return Array.from({ length: Number.isFinite(children) ? Math.max(0, Math.min(children, 30)) : 0 }, (_, index) => {
    const age = given[index]?.trim() ?? '';
    return /^\d{1,2}$/.test(age) ? Number(age) : null;
  });
}

/** The ages given under a unit's minimum: the children who may not sleep there. */
export function tooYoung(living: UnitLiving | undefined, ages: readonly (number | null)[]): number[] {
  const minimum = living?.minimumChildAge ?? null;
  return minimum === null ? [] : ages.filter((age): age is number => age !== null && age < minimum);
}

/** The warnings to show beside a stay of `living`'s type for `party`, in order; empty when there are none. */
export function stayWarnings(living: UnitLiving | undefined, party: Party): string[] {
  if (!living) return [];
  const warnings: string[] = [];
  // Every child's age given and none under the minimum: nothing to warn about.
  const allOldEnough =
    party.ages !== undefined &&
    party.ages.length === party.children &&
    party.ages.every((age) => age !== null && age >= (living.minimumChildAge ?? 0));
  // An age picked under the minimum: the request says so in its own sentence (« … schlafen Kinder erst
  // ab 3 Jahren »), so the rule is not said a second time beside it. One age warning per unit.
  const someTooYoung = party.ages !== undefined && tooYoung(living, party.ages).length > 0;
  if (
    living.minimumChildAge !== null &&
    living.childAgeWarning !== null &&
    Number.isFinite(party.children) &&
    party.children > 0 &&
    !allOldEnough &&
    !someTooYoung
  )
    warnings.push(living.childAgeWarning);
  if (living.wheelchairNote !== null) warnings.push(living.wheelchairNote);
  return warnings;
}
