// What the estimate and the stay request warn about, without refusing: a party with children in a
// unit that takes children from a given age, and what a wheelchair user can do there. The request
// asks how many children, not their ages (an age field would change the request, its e-mails and
// their templates for one cabin's rule), so the rule is said whenever children come: the family
// knows their ages. No field asks about a wheelchair either, so its fact is shown as it stands.
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

/** The party as the forms hold it: a count, possibly typed badly. */
export interface Party {
  readonly children: number;
}

/** The warnings to show beside a stay of `living`'s type for `party`, in order; empty when there are none. */
export function stayWarnings(living: UnitLiving | undefined, party: Party): string[] {
  if (!living) return [];
  const warnings: string[] = [];
  if (living.minimumChildAge !== null && living.childAgeWarning !== null && Number.isFinite(party.children) && party.children > 0) warnings.push(living.childAgeWarning);
  if (living.wheelchairNote !== null) warnings.push(living.wheelchairNote);
  return warnings;
}
