import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedOpenApiDocument } from '../src/openapi-document';

// The OpenAPI document the server serves, given to outside tools as they are: Redocly's linter
// (redocly.yaml at the repository's root) and a typed client generated with openapi-typescript,
// type-checked by the TypeScript compiler with a right transfer call and wrong ones.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');

let dir: string;
let docFile: string;
let doc: Record<string, unknown>;

beforeAll(async () => {
  doc = await servedOpenApiDocument();
  // Under the repository's node_modules, so the generated client's imports resolve as in a project.
  await mkdir(path.join(root, 'node_modules/.cache'), { recursive: true });
  dir = await mkdtemp(path.join(root, 'node_modules/.cache/mcc-openapi-'));
  docFile = path.join(dir, 'openapi.json');
  await writeFile(docFile, JSON.stringify(doc));
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}

describe('redocly lint', () => {
  it('finds no error in the served document, and only the known warnings of the probes', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [redocly, 'lint', docFile, '--format=json', '--max-problems=1000', `--config=${path.join(root, 'redocly.yaml')}`],
      // Offline: no usage data, no update check (redocly.yaml says the same for runs by hand).
      { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 64 << 20 },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      // A run with errors exits non-zero; its report is still on stdout.
      if (!error.stdout) throw new Error(`redocly lint did not run: ${error.stderr}`);
      return { stdout: error.stdout };
    });
    const problems = (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
    const list = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(list.filter((line) => line.startsWith('error'))).toEqual([]);
    // The probes answer 200 or 503 and are never refused or rate-limited: they have no 4xx to document.
    expect(list.sort()).toEqual([
      'warn operation-4xx-response #/paths/~1healthz/get/responses: Operation must have at least one `4XX` response.',
      'warn operation-4xx-response #/paths/~1readyz/get/responses: Operation must have at least one `4XX` response.',
    ]);
  }, 120_000);
});

describe('a client generated with openapi-typescript', () => {
  /** The compiler's complaints about each file, by file name (the generated types and the client). */
  async function typeCheck(files: Record<string, string>): Promise<Record<string, string[]>> {
    const types = astToString(await openapiTS(JSON.stringify(doc)));
    await writeFile(path.join(dir, 'mcc-api.ts'), types);
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    const program = ts.createProgram(
      ['mcc-api.ts', ...Object.keys(files)].map((name) => path.join(dir, name)),
      {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
        skipLibCheck: true,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      },
    );
    const found: Record<string, string[]> = {};
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const name = diagnostic.file ? path.basename(diagnostic.file.fileName) : 'options';
      found[name] = [...(found[name] ?? []), ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')];
    }
    return found;
  }

  const client = `import createClient from 'openapi-fetch';
import type { paths } from './mcc-api';

const client = createClient<paths>({ baseUrl: 'https://mcc.example' });
`;
  const transfer = (options: string) => `${client}
export async function send(): Promise<number | string> {
  const { data } = await client.POST('/api/fund/transfer', ${options});
  if (!data) return 'no answer';
`;

  it('type-checks a transfer with its Idempotency-Key, and refuses wrong ones', async () => {
    const right = `{
    params: { header: { 'Idempotency-Key': 'k-1' } },
    body: { asset: 'USDT', to: '100002', amount: '12.50', paypwd: '246810' },
  }`;
    const found = await typeCheck({
      'right.ts': `${transfer(right)}
  // Told apart by code: 1 carries the transfer, 0 the refusal (data may name the field).
  if (data.code === 1) return data.data.id;
  return data.data?.field ?? data.msg;
}
`,
      'no-key.ts': `${transfer(`{ body: { asset: 'USDT', to: '100002', amount: '12.50', paypwd: '246810' } }`)}
  return data.msg;
}
`,
      'number-amount.ts': `${transfer(`{
    params: { header: { 'Idempotency-Key': 'k-1' } },
    body: { asset: 'USDT', to: '100002', amount: 12.5, paypwd: '246810' },
  }`)}
  return data.msg;
}
`,
      'no-paypwd.ts': `${transfer(`{
    params: { header: { 'Idempotency-Key': 'k-1' } },
    body: { asset: 'USDT', to: '100002', amount: '12.50' },
  }`)}
  return data.msg;
}
`,
      'unchecked-code.ts': `${transfer(right)}
  return data.data.id;
}
`,
    });
    expect(found['mcc-api.ts'] ?? []).toEqual([]);
    expect(found['right.ts'] ?? []).toEqual([]);
    expect(found.options ?? []).toEqual([]);
    expect(found['no-key.ts']?.join('\n')).toMatch(/params/);
    expect(found['number-amount.ts']?.join('\n')).toMatch(/number.*not assignable to type 'string'/s);
    expect(found['no-paypwd.ts']?.join('\n')).toMatch(/paypwd/);
    expect(found['unchecked-code.ts']?.join('\n')).toMatch(/'data.data' is possibly 'null'/);
  }, 120_000);
});
