// A company named in a legal line, its legal form said once: never « SARL Les Chalets du lac, SARL with a
// share capital of… » (the French and English reviews). Pure: the legal facts are the owner's
// (content/data/legal.json).

/** A legal form's letters opening a name: « SARL Les Chalets du lac », « SAS Lac », « EURL … ». */
const formFirst = /^\p{Lu}{2,5}\s/u;

/** Whether the name already says its legal form: « SARL Les Chalets du lac » does, « Les Chalets du lac » does not. */
export function nameSaysForm(name: string, form?: string): boolean {
  return formFirst.test(name) || form === undefined || name.toUpperCase().startsWith(`${form.toUpperCase()} `);
}

/**
 * The company after « par » or « à »: « la SARL Les Chalets du lac » (every French company form is a
 * société, feminine), « la société Les Chalets du lac (SARL) » when the name does not start with its form.
 */
export function frenchCompany(name: string, form?: string): string {
  return nameSaysForm(name, form) ? `la ${name}` : `la société ${name} (${form})`;
}

/**
 * The company with its capital in brackets, as English, Dutch and German legal lines write a French company
 * (the brackets keep the phrase out of the sentence's grammar, so German needs no case):
 * « SARL Les Chalets du lac (share capital €10,000) », « Les Chalets du lac (SARL, Stammkapital 10.000 €) ».
 */
export function companyWithCapital(name: string, form: string, capital: string, capitalWord: string): string {
  return nameSaysForm(name, form) ? `${name} (${capitalWord} ${capital})` : `${name} (${form}, ${capitalWord} ${capital})`;
}
