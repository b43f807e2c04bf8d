// Merges a fragment of translations into an app's six catalogues, key by key, keeping each file's
// order and formatting. Several people (or helpers) can add keys at once without clobbering each
// other when they run it under a lock:
//   flock /tmp/i18n.lock node scripts/merge-i18n.ts apps/web/src/i18n fragment.json
// The fragment is `{ "en": { "bank": { "title": "Bank cards" } }, "zh": { ... }, ... }`.
import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(target: Tree, source: Tree, trail: string): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isTree(value)) {
      if (existing !== undefined && !isTree(existing))
        throw new Error(`${trail}${key} is a text, not a group`);
      const group: Tree = isTree(existing) ? existing : {};
      target[key] = group;
      merge(group, value, `${trail}${key}.`);
    } else {
      target[key] = value;
    }
  }
}

const [catalogueDir, fragmentPath] = process.argv.slice(2);
if (!catalogueDir || !fragmentPath) {
  console.error('usage: node scripts/merge-i18n.ts <catalogue dir> <fragment.json>');
  process.exit(2);
}
const fragment: unknown = JSON.parse(fs.readFileSync(fragmentPath, 'utf8'));
if (!isTree(fragment)) throw new Error('the fragment must be an object keyed by language');
for (const [language, tree] of Object.entries(fragment)) {
  if (!isTree(tree)) throw new Error(`fragment.${language} must be an object`);
  const file = path.join(catalogueDir, `${language}.json`);
  if (!fs.existsSync(file)) throw new Error(`no catalogue ${file}`);
  const catalogue: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isTree(catalogue)) throw new Error(`${file} is not an object`);
  merge(catalogue, tree, '');
  fs.writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
}
console.log(`merged ${Object.keys(fragment).join(', ')} into ${catalogueDir}`);
