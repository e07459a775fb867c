/**
 * A fact the specification leaves unknown (phone, address, team names…). The site shows the
 * placeholder so that pages render, and `ownerValuesToFill` lists every one still to replace.
 * To set a value, replace the `ownerValue(...)` call by the plain value.
 */
export interface OwnerValueRecord {
  readonly label: string;
  readonly placeholder: unknown;
}

const pendingOwnerValues: OwnerValueRecord[] = [];

export function ownerValue<T>(placeholder: T, label: string): T {
  pendingOwnerValues.push({ label, placeholder });
  return placeholder;
}

export function ownerValuesToFill(): readonly OwnerValueRecord[] {
  return pendingOwnerValues;
}
