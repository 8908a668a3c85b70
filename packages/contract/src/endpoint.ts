import { z } from 'zod';
import type { Permission } from './permissions';
import { safeTextCheck } from './safe-text';

// One descriptor per API call: its method, path, query or body schema, response schema, who may
// call it and whether it moves money. The server registers its route from the descriptor and the
// clients call it through the descriptor, so no client writes an `'/api/…'` string or retypes a body.

/** Who may call: anyone, a signed-in member, or a signed-in operator holding `permission`. */
export type Caller = 'public' | 'member' | 'operator';

export interface Endpoint<
  M extends 'GET' | 'POST' = 'GET' | 'POST',
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  C extends Caller = Caller,
> {
  method: M;
  /** The full path, `/api/<area>/<action>` or `/admin/api/<area>/<action>`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tag. */
  tag: string;
  caller: C;
  /**
   * What an operator's role must grant (console calls only, where it is required); `null` for the
   * few calls every signed-in operator may make about their own session and password.
   */
  permission?: Permission | null;
  /** The query schema of a GET. */
  query: Q;
  /** The JSON body schema of a POST. */
  body: B;
  /** The whole answer: the envelope around the data. */
  response: R;
  /** Moves money: the call needs an Idempotency-Key header, and the client keeps one key across retries. */
  money: boolean;
  /** The body carries the member's pay password (`paypwd`), checked before the money moves. */
  payPassword: boolean;
  /** With the member's second factor on, the body also carries `totp`, checked after the pay password. */
  secondFactor: boolean;
  /** An upload: the body is `multipart/form-data` with the file in this field (read by the server, not a schema). */
  fileField?: string;
  /** The answer is a stream of server-sent events (`text/event-stream`), not the JSON envelope. */
  eventStream?: boolean;
}

type Shared<C extends Caller> = {
  path: string;
  summary: string;
  tag: string;
  caller: C;
  permission?: Permission | null;
  fileField?: string;
  eventStream?: boolean;
};

/** What a GET says beside the shared fields: its query and answer. */
type GetFields<Q extends z.ZodType | undefined, R extends z.ZodType> = { query?: Q; response: R };
/** What a POST says beside the shared fields: its body, its answer and whether it moves money. */
type PostFields<B extends z.ZodType | undefined, R extends z.ZodType> = {
  body?: B;
  response: R;
  money?: boolean;
  payPassword?: boolean;
  secondFactor?: boolean;
};

/** A GET call described once. */
export function getEndpoint<Q extends z.ZodType | undefined, R extends z.ZodType, C extends Caller>(
  d: Shared<C> & GetFields<Q, R>,
): Endpoint<'GET', Q, undefined, R, C> {
  return { ...d, method: 'GET', query: safeText(d.query) as Q, body: undefined, money: false, payPassword: false, secondFactor: false };
}

/** A POST call described once; `money: true` for one that moves money, `payPassword: true` when it needs the pay password. */
export function postEndpoint<B extends z.ZodType | undefined, R extends z.ZodType, C extends Caller>(
  d: Shared<C> & PostFields<B, R>,
): Endpoint<'POST', undefined, B, R, C> {
  return {
    ...d,
    method: 'POST',
    query: undefined,
    body: safeText(d.body) as B,
    money: d.money ?? false,
    payPassword: d.payPassword ?? false,
    secondFactor: d.secondFactor ?? false,
  };
}

/** The tag and caller every call of an area shares. */
type Area<C extends Caller> = { tag: string; caller: C };
/** What one call of an area says itself: the shared fields other than its area's tag and caller. */
type AreaCall = Omit<Shared<Caller>, keyof Area<Caller>>;

/** A call of `area` with the area's tag and caller after its path and summary, where a descriptor written out in full has them. */
function inArea<C extends Caller, T extends AreaCall>(area: Area<C>, { path, summary, ...call }: T) {
  return { path, summary, ...area, ...call };
}

/**
 * The calls of one area that share an OpenAPI tag and a caller, said once:
 * `const member = endpointGroup({ tag: 'fund', caller: 'member' })`, then `member.get({ path, summary, query, response })`.
 */
export function endpointGroup<C extends Caller>(area: Area<C>) {
  return {
    get<Q extends z.ZodType | undefined, R extends z.ZodType>(call: AreaCall & GetFields<Q, R>): Endpoint<'GET', Q, undefined, R, C> {
      return getEndpoint<Q, R, C>(inArea(area, call));
    },
    post<B extends z.ZodType | undefined, R extends z.ZodType>(call: AreaCall & PostFields<B, R>): Endpoint<'POST', undefined, B, R, C> {
      return postEndpoint<B, R, C>(inArea(area, call));
    },
  };
}

/** The query of a GET that takes no parameters. */
export const noQuery = z.strictObject({});

/** The body of a POST that takes nothing: none, or an empty object. */
export const noBody = z.strictObject({}).optional();

/** The console's calls that belong to no one area: tag `console`, for a signed-in operator. */
export const consoleEndpoint = endpointGroup({ tag: 'console', caller: 'operator' });

/** Signing in to the console, its first step and its second factor: tag `console`, open to anyone. */
export const consoleSignInEndpoint = endpointGroup({ tag: 'console', caller: 'public' });

/**
 * The member's account, whose calls several files describe (account, security, second factor,
 * anti-phishing, the member's index): tag `account`, for a signed-in member.
 */
export const accountEndpoint = endpointGroup({ tag: 'account', caller: 'member' });

/** The account's calls open to anyone: signing in and up, recovery, codes. */
export const accountSignInEndpoint = endpointGroup({ tag: 'account', caller: 'public' });

/**
 * Every query and body refuses control characters and lone surrogates in any string (safe-text.ts).
 * A zod 4 refinement keeps the schema's own type, so the descriptor's schema is still what it was.
 */
function safeText<S extends z.ZodType | undefined>(schema: S): S {
  return (schema ? schema.superRefine(safeTextCheck) : schema) as S;
}

/** What the call answers in `data` on success. */
export type DataOf<E extends Endpoint> = z.infer<E['response']> extends { data: infer D } ? D : never;
/** The schema of what a client sends: the query of a GET or the body of a POST. */
type RequestSchemaOf<E extends Endpoint> = E['method'] extends 'GET' ? E['query'] : E['body'];
/** What a client sends: the query of a GET or the body of a POST, before defaults apply. */
export type InputOf<E extends Endpoint> = RequestSchemaOf<E> extends z.ZodType ? z.input<RequestSchemaOf<E>> : undefined;
/** What the server reads: the query or body after the schema has parsed it (defaults applied). */
export type ParsedOf<E extends Endpoint> = RequestSchemaOf<E> extends z.ZodType ? z.output<RequestSchemaOf<E>> : undefined;
