/** The parsed shape of a contract schema (zod's output type) without importing zod into the app. */
export type Wire<Schema extends { _output: unknown }> = Schema['_output'];
