// Writes, from the data files' schemas (content/schema/index.ts): the editor's configuration,
// public/admin/config.yml (Decap CMS format, read by Sveltia CMS too), and one JSON Schema per data
// file, content/schema/json/<name>.schema.json, which .vscode/settings.json gives the code editor
// to complete and check content/data/<name>.json; and beside the editor, from the data, the model stay
// confirmation e-mail in each language (features/stays/emails/confirmation-email.ts). Run by `npm run assets`
// (so by every build and dev), and alone by `npm run generate`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { editorConfig } from '../../content/schema/editor-config';
import { adminBackend } from './backend';
import { jsonSchemaFiles } from '../../content/schema/json-schema';
import { toYaml } from '../../content/schema/yaml';
import { confirmationEmailFile, confirmationEmailIn, confirmationUnitsIn } from '../../features/stays/emails/confirmation-email';
import { replyEmailFile, replyEmailIn } from '../../features/stays/emails/reply-email';
import { languages } from '../../lib/i18n/languages';

const root = path.join(__dirname, '..', '..');

export const adminConfigFile = 'public/admin/config.yml';

async function main(): Promise<void> {
  const config = `# Fait par scripts/editor/build-admin-config.ts à partir de content/schema/ : ne pas modifier à la main.\n${toYaml(editorConfig(adminBackend(process.env)))}`;
  await mkdir(path.join(root, path.dirname(adminConfigFile)), { recursive: true });
  await writeFile(path.join(root, adminConfigFile), config);
  const schemas = jsonSchemaFiles();
  for (const [file, text] of Object.entries(schemas)) {
    await mkdir(path.join(root, path.dirname(file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  // The model stay confirmation in each language, from the data, beside the editor where the owner
  // opens it (docs/guide-proprietaire.md); UTF-8 marked, so a browser shows its accents right.
  // Each unit's own, with its registration number and état descriptif filled in.
  let models = 0;
  for (const lang of languages) {
    await writeFile(path.join(root, path.dirname(adminConfigFile), confirmationEmailFile(lang)), `\ufeff${confirmationEmailIn(lang)}`);
    // The model reply to a request, the advance named as the owner chose it.
    await writeFile(path.join(root, path.dirname(adminConfigFile), replyEmailFile(lang)), `\ufeff${replyEmailIn(lang)}`);
    for (const unit of confirmationUnitsIn(lang)) {
      await writeFile(
        path.join(root, path.dirname(adminConfigFile), confirmationEmailFile(lang, unit.id)),
        `\ufeff${confirmationEmailIn(lang, unit)}`,
      );
      models += 1;
    }
    models += 1;
  }
  console.log(
    `editor: ${adminConfigFile}, ${Object.keys(schemas).length - 2} JSON Schemas, the table of translatable fields and ${models} model stay confirmations and ${languages.length} model replies written`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
