interface BulletListProps {
  readonly items: readonly string[];
  readonly className?: string;
}

/** A list of short facts (equipment, rules) with the site's round green markers. */
export function BulletList({ items, className = 'mt-4 space-y-3' }: BulletListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-forest-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
