interface BulletListProps {
  readonly items: readonly string[];
  readonly className?: string;
}

/** A list item with the site's round green marker, drawn by CSS (::before, empty content: nothing for a
    screen reader to read) rather than by an element of its own: on the accommodation page, whose
    equipment lists are long, that keeps the page within its element budget. */
export const bulletItemClass = 'flex gap-3 before:mt-2 before:size-2 before:shrink-0 before:rounded-full before:bg-forest-600';

/** A list of short facts (equipment, rules) with the site's round green markers. */
export function BulletList({ items, className = 'mt-4 space-y-3' }: BulletListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={bulletItemClass}>
          {item}
        </li>
      ))}
    </ul>
  );
}
