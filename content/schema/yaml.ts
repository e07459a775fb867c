// Writes plain data (objects, arrays, strings, numbers, booleans) as block YAML. Every string is
// double-quoted the JSON way, which YAML reads the same: "12:30" stays a string, never a time.

const scalar = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : String(value));

const isBlock = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && (!Array.isArray(value) || value.length > 0) && Object.keys(value).length > 0;

function emptyOf(value: unknown): string | null {
  if (Array.isArray(value) && value.length === 0) return '[]';
  if (typeof value === 'object' && value !== null && Object.keys(value).length === 0) return '{}';
  return null;
}

export function toYaml(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        if (!isBlock(item)) return `${indent}- ${emptyOf(item) ?? scalar(item)}\n`;
        const body = toYaml(item, `${indent}  `);
        // The first line of an item's block goes on the dash's line.
        return `${indent}- ${body.slice(indent.length + 2)}`;
      })
      .join('');
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .map(([key, child]) => {
        const name = /^[A-Za-z_][\w-]*$/.test(key) ? key : JSON.stringify(key);
        if (!isBlock(child)) return `${indent}${name}: ${emptyOf(child) ?? scalar(child)}\n`;
        return `${indent}${name}:\n${toYaml(child, `${indent}  `)}`;
      })
      .join('');
  }
  return `${indent}${scalar(value)}\n`;
}
