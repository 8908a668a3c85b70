// What `zod` is in the browser bundles (apps/web and apps/admin vite.config.ts alias it here).
//
// The apps call the API through the contract's endpoint descriptors, but read only their routing
// data (method, path, money, payPassword) at run time; the schemas are for the server, which
// validates every request and answer, and for the types, which TypeScript reads from the real zod.
// Building every schema in the browser would add zod (~17 KB gz) to the pages for nothing, so the
// schema builders here accept any chain of calls and build nothing. Running a schema is a mistake
// in a browser bundle and says so.

type Inert = ((...args: unknown[]) => Inert) & { readonly [key: string | symbol]: Inert };

const refuse = () => {
  throw new Error('zod schemas do not run in the browser: the server validates requests and answers');
};
const running = new Set<string | symbol>(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);

const inert: Inert = new Proxy((() => undefined) as unknown as Inert, {
  get: (_target, key) => (running.has(key) ? refuse : key === Symbol.toPrimitive ? () => 'zod-schema' : inert),
  apply: () => inert,
});

export const z = inert;
export default inert;
