import type { Caller, DataOf, Endpoint, ParsedOf } from '@mcc/contract/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { can } from '../auth/roles';
import { idempotentReply, requiredIdempotencyKey } from '../idempotency/idempotent-route';
import type { MemberActor, MoneyAction, OperatorActor } from '../money-action';
import type { Settled } from '../money-reads';
import { sendEnvelope } from './envelope';
import { platformMessages } from './messages';

// Routes are registered from their contract descriptors. Who may call a route is decided by the
// scope it is registered in (app.ts: a public scope, one member scope, one operator scope), and a
// descriptor's `caller` must match its scope, so a members' route can only exist behind the
// member check and a console route behind the operator check.

const CALLER = Symbol('mcc.caller');
type Scoped = FastifyInstance & { [CALLER]?: Caller };

/** Marks `scope` (an encapsulated plugin) and its children as serving `caller`'s routes. */
export function markScope(scope: FastifyInstance, caller: Caller): void {
  (scope as Scoped)[CALLER] = caller;
}

function scopeCaller(app: FastifyInstance): Caller {
  return (app as Scoped)[CALLER] ?? 'public';
}

/**
 * The header every money POST carries: the same key and body return the first result again. It is
 * required; a missing or malformed key is refused by requiredIdempotencyKey with its own message (so
 * the schema leaves it optional, and the refusal names the header rather than a generic field). The
 * OpenAPI document says it is required (openapi.ts).
 */
const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().min(1).max(255).optional() });

/** What the route validates and serializes; the OpenAPI document adds the rest from the descriptor (openapi.ts). */
function schemaOf(endpoint: Endpoint): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = { response: { 200: endpoint.response } };
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.money) schema.headers = idempotencyHeaders;
  return schema;
}

function register(
  app: FastifyInstance,
  endpoint: Endpoint,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const scope = scopeCaller(app);
  if (scope !== endpoint.caller) {
    throw new Error(`${endpoint.method} ${endpoint.path} is a ${endpoint.caller} call registered in the ${scope} scope`);
  }
  if ((endpoint.caller === 'operator') !== (endpoint.permission !== undefined)) {
    throw new Error(`${endpoint.method} ${endpoint.path}: console calls, and only they, name a permission (null: any operator)`);
  }
  const permission = endpoint.permission;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: { endpoint },
    preHandler: permission
      ? async (request, reply) => {
          if (!can(request.operator.role, permission)) {
            // A refusal like any other: HTTP 200, code 0 (docs/api.md); the permission is named.
            return sendEnvelope(reply, request, app.platform.clock, 200, {
              code: 0,
              text: platformMessages.forbidden,
              data: { permission },
            });
          }
        }
      : undefined,
    handler: (request, reply) => app.platform.handlers.track(() => handler(request, reply)),
  });
}

/** What a route's handler returns when it sent the answer itself; only `answered` makes one. */
declare const answeredBrand: unique symbol;
export type Answered = { readonly [answeredBrand]: true };
const ANSWERED = Symbol('mcc.answered') as unknown as Answered;

/**
 * Says that the handler sent the answer itself with `reply` (a cached JSON text, a refusal with its
 * own HTTP status, a stream): `return answered(sendOkJson(reply, …))`. A handler never returns the
 * reply: a reply is a thenable, so awaiting it gives `undefined`, which would be sent again.
 */
export function answered(_sent: FastifyReply): Answered {
  return ANSWERED;
}

/**
 * Registers a call that moves no money. The handler gets the parsed query (GET) or body (POST) and
 * returns the answer's `data`, which is sent once in the envelope; it may set headers or cookies on
 * the reply. A handler that sends the answer itself returns `answered(…)` instead.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: ParsedOf<E>, request: FastifyRequest, reply: FastifyReply) => Promise<DataOf<E> | Answered>,
): void {
  if (endpoint.money) throw new Error(`${endpoint.path} moves money: declare it with moneyRoute`);
  register(app, endpoint, async (request, reply) => {
    const input = (endpoint.method === 'GET' ? request.query : request.body) as ParsedOf<E>;
    const result = await handler(input, request, reply);
    // The wrapper returns the reply it sent: an async handler that resolves to nothing while an onSend
    // hook (compression) is still at work would have Fastify send an empty answer over it.
    if (result === ANSWERED) return reply;
    // A handler that sent and returned the reply: never a second answer, and said loudly.
    if (reply.sent) {
      request.log.error({ route: endpoint.path }, 'a handler sent its answer without answered(…)');
      return reply;
    }
    return reply.ok(result);
  });
}

/** Who a money call acts for: the member, or the operator with their permissions. */
export type ActorOf<E extends Endpoint> = E['caller'] extends 'operator' ? OperatorActor : MemberActor;

/**
 * Registers a POST that moves money. Around the action it wires what every such call needs: the
 * caller's Idempotency-Key (scoped to the member or operator), for a member one query before
 * posting that reads the key, the pay-password state and the plan's parties (platform/money-reads),
 * the pay password when the descriptor says so (checked after the plan and only for a new key, so
 * a malformed request or a replay never counts as a wrong try), then in the same way the second
 * factor's code (`totp`) when the descriptor says so and the member has it on, the effect and the key's claim in
 * one transaction, and the reply.
 */
export function moneyRoute<E extends Endpoint<'POST'>, P>(
  app: FastifyInstance,
  endpoint: E,
  action: MoneyAction<ActorOf<E>, ParsedOf<E>, P, DataOf<E>>,
): void {
  if (!endpoint.money) throw new Error(`${endpoint.path} moves no money: declare it with route`);
  if (endpoint.caller === 'public') throw new Error(`${endpoint.path}: money calls need a signed-in caller`);
  register(app, endpoint, async (request, reply) => {
    const actor = actorOf(request, endpoint.caller) as ActorOf<E>;
    const input = request.body as ParsedOf<E>;
    const { idempotency, payPasswords, secondFactor, moneyReads } = app.platform;
    const owner = { scope: scopeOf(actor), key: requiredIdempotencyKey(request) };
    // A member's request reads the key, the pay-password state and the action's parties in one query.
    const reads = actor.kind === 'member' ? moneyReads.forMember(actor.userId, owner) : undefined;
    let plan: P;
    let settled: Settled | undefined;
    return idempotentReply(idempotency, request, reply, owner, {
      prepare: async () => {
        plan = await action.plan(actor, input, reads);
        if (!reads) return undefined;
        settled = await reads.settled();
        return { found: settled.key };
      },
      authorize:
        endpoint.payPassword || endpoint.secondFactor
          ? async () => {
              const { userId } = actor as MemberActor;
              if (endpoint.payPassword) await payPasswords.verify(userId, (input as { paypwd: string }).paypwd, settled?.payPassword);
              if (endpoint.secondFactor) await secondFactor.verify(userId, (input as { totp?: string }).totp, request.ip);
            }
          : undefined,
      effect: (trx) => action.execute(trx, plan),
      single: action.single ? () => action.single?.(plan) : undefined,
      committed: action.committed ? (data) => action.committed?.(data, plan) : undefined,
    });
  });
}

function actorOf(request: FastifyRequest, caller: Caller): MemberActor | OperatorActor {
  if (caller === 'member') return { kind: 'member', userId: request.member.userId, ip: request.ip, language: request.language };
  const operator = request.operator;
  return { kind: 'operator', operator, ip: request.ip, can: (permission) => can(operator.role, permission) };
}

function scopeOf(actor: MemberActor | OperatorActor): string {
  return actor.kind === 'member' ? `member:${actor.userId}` : `operator:${actor.operator.adminId}`;
}
