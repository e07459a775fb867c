// The JSON Schema of each data file (zod's own conversion), and the code editor's settings that tie
// each file to its schema. Committed, so that a fresh clone completes and checks the files in the
// code editor before any build; json-schema.test.ts fails when they no longer match the schemas.
import { z } from 'zod';
import { absentWhenEmpty } from './editor-values';
import { isPreprocess } from './fields';
import { dataFilePath, dataFiles, dataFolderPath, dataFolders, editableDataFiles } from './index';
import { factsTable } from './facts-table';
import { translatableFields } from './translations';

export const jsonSchemaPath = (name: string) => `content/schema/json/${name}.schema.json`;
export const vscodeSettingsPath = '.vscode/settings.json';
/** Where each file's translatable texts are: the table the pages' reader (content/localized-data.ts) follows without zod. */
export const translatableFieldsPath = 'content/schema/json/translatable-fields.json';

/** Where each data file keeps the facts the owner gives (content/schema/facts-table.ts), read by content/facts-to-give.ts. */
export const factsTablePath = 'content/schema/json/facts-to-give.json';

/** Every generated file, by path, with its text. */
export function jsonSchemaFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of [...dataFiles, ...dataFolders]) {
    const schema = z.toJSONSchema(entry.schema, {
      io: 'input',
      unrepresentable: 'any',
      // optional() of common.ts takes "" for nothing, as the editor writes an empty field: the code editor too.
      override: ({ zodSchema, jsonSchema }) => {
        if (!isPreprocess(zodSchema as unknown as z.ZodType, absentWhenEmpty)) return;
        const { title, description, ...written } = jsonSchema;
        for (const key of Object.keys(written)) delete jsonSchema[key];
        Object.assign(jsonSchema, { title, description, anyOf: [written, { const: '' }] });
      },
    });
    files[jsonSchemaPath(entry.name)] = `${JSON.stringify(schema, null, 2)}\n`;
  }
  const settings = {
    'json.schemas': [
      ...dataFiles.map((entry) => ({ fileMatch: [`/${dataFilePath(entry.name)}`], url: `./${jsonSchemaPath(entry.name)}` })),
      ...dataFolders.map((folder) => ({ fileMatch: [`/${dataFolderPath(folder.name)}/*.json`], url: `./${jsonSchemaPath(folder.name)}` })),
    ],
  };
  files[vscodeSettingsPath] = `${JSON.stringify(settings, null, 2)}\n`;
  const translatable = Object.fromEntries(
    [...editableDataFiles, ...dataFolders].flatMap((entry) => {
      const fields = translatableFields(entry.schema);
      return fields.length > 0 ? [[entry.name, fields]] : [];
    }),
  );
  files[translatableFieldsPath] = `${JSON.stringify(translatable, null, 2)}\n`;
  files[factsTablePath] = `${JSON.stringify(factsTable(), null, 2)}\n`;
  return files;
}
