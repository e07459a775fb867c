// @socialgouv/jours-feries ships no types: it returns each French public holiday of a year by its
// French name, as a local-time Date.
declare module '@socialgouv/jours-feries' {
  export default function joursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
