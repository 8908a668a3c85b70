import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The console's pages take every text from the catalogs and show every coded value through its
// label: this reads the page sources for English written into them and for table cells or tags
// that show a coded field (status, state, purpose...) as it is.

const root = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

const files = sources(root).map((file) => ({ name: path.relative(root, file), text: readFileSync(file, 'utf8') }));

/** Coded fields a table or tag shows; each goes through a label (enumLabel, statusLabel, EnumTag, a status tag). */
const codedFields = ['status', 'state', 'purpose', 'trigger', 'action', 'wallet', 'account_kind', 'kind'];
/** The journal and the audit log list ledger and audit codes as such: operators search by them. */
const codeViews: Record<string, string[]> = { 'features/journal/journal-page.tsx': ['kind'], 'features/audit/audit-page.tsx': ['action'] };
const labelled = /enumLabel|statusLabel|EnumTag|StatusTag|statusTag|statusText|[a-z]Label\b/;

/** Texts of JSX written in English: a text node or a text attribute with two or more words, or a tag's one word. */
function englishTexts(text: string): string[] {
  const nodes = [...text.matchAll(/>([^<>{}]*)</g)]
    .map((m) => m[1]!.trim())
    .filter((s) => !/\b(const|let|return)\b|=>|\/\/|\/\*/.test(s))
    .filter((s) => /[A-Za-z]{3,} [a-z]{2,}/.test(s));
  const attributes = [...text.matchAll(/\b(?:title|label|placeholder|okText|cancelText|content)="([^"]*)"/g)]
    .map((m) => m[1]!)
    .filter((s) => /[A-Za-z]{3,} [a-z]{2,}/.test(s));
  const literals = [...text.matchAll(/\? '([^']*)' :|: '([^']*)'\)/g)]
    .map((m) => (m[1] ?? m[2])!)
    .filter((s) => /[A-Za-z]{3,} [a-z(]{2,}/.test(s));
  const words = [...text.matchAll(/<Tag[^>]*>([A-Za-z][a-z]+)<\/Tag>/g)].map((m) => m[1]!);
  return [...nodes, ...attributes, ...literals, ...words];
}

/** Columns and tags that show a coded field without a label. */
function rawCodes(name: string, text: string): string[] {
  const exempt = codeViews[name] ?? [];
  const fields = codedFields.filter((f) => !exempt.includes(f));
  const columns = [...text.matchAll(new RegExp(`dataIndex: '(${fields.join('|')})'`, 'g'))]
    .map((m) => ({ field: m[1]!, column: text.slice(m.index, text.indexOf('},\n', m.index)) }))
    .filter(({ column }) => !labelled.test(column))
    .map(({ field }) => `column ${field}`);
  const tags = [...text.matchAll(new RegExp(`<(Tag|span)[^>]*>\\{\\w+\\.(${fields.join('|')})\\}</\\1>`, 'g'))].map((m) => m[0]);
  const bare = [...text.matchAll(/\{(purpose|status|state)\}[:<]/g)].map((m) => m[0]);
  return [...columns, ...tags, ...bare];
}

describe('console page sources', () => {
  it('write no English: every text comes from the catalogs', () => {
    const found = files.flatMap(({ name, text }) => englishTexts(text).map((s) => `${name}: ${s}`));
    expect(found).toEqual([]);
  });

  it('show no coded value as it is in a table or a tag', () => {
    const found = files.flatMap(({ name, text }) => rawCodes(name, text).map((s) => `${name}: ${s}`));
    expect(found).toEqual([]);
  });
});
