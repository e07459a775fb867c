// A company as a French sentence names it: with its article, « vendus par la SARL Les Chalets du lac »,
// never « par SARL Les Chalets du lac », and its legal form said once, not « SARL Les Chalets du lac,
// SARL au capital de… » (the French review). Pure: the legal facts are the owner's (content/data/legal.json).

/** A legal form's letters opening a name: « SARL Les Chalets du lac », « SAS Lac », « EURL … ». */
const formFirst = /^\p{Lu}{2,5}\s/u;

/**
 * The company after « par » or « à »: « la SARL Les Chalets du lac » (every French company form is a
 * société, feminine), « la société Les Chalets du lac (SARL) » when the name does not start with its form.
 */
export function frenchCompany(name: string, form?: string): string {
  if (formFirst.test(name) || form === undefined || name.toUpperCase().startsWith(`${form.toUpperCase()} `)) return `la ${name}`;
  return `la société ${name} (${form})`;
}
