import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { servedOpenApiDocument } from '../openapi-document';

// `npm run openapi -w apps/server -- [file]`: writes the OpenAPI document the server serves at
// /api/docs/json (to stdout without a file), for client generators and validators that read a file.
// PUBLIC_URL, when set, is the document's server; otherwise the server is relative (`/`).
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const file = process.argv[2];
try {
  const text = `${JSON.stringify(await servedOpenApiDocument(process.env.PUBLIC_URL || undefined), null, 2)}\n`;
  if (file) {
    await writeFile(path.resolve(file), text);
    console.log(`OpenAPI document written to ${path.resolve(file)} (${text.length} bytes)`);
  } else {
    process.stdout.write(text);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
