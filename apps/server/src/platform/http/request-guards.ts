import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type DocumentNode, parse as parseJsonTree, type ValueNode } from '@humanwhocodes/momoa';
import { unsafeTextAt } from '@mcc/contract/safe-text';
import type { FastifyInstance } from 'fastify';
import { type Clock, nowUnixSeconds } from '../clock';
import { defaultLanguage, render } from '../i18n/language';
import { platformMessages as m } from './messages';
import { Refusal } from './refusal';

// What every request goes through before a route sees it: a JSON body with each key once, text
// without control characters, and a request line and headers short enough to read. Each refusal
// is the envelope with `code: 0` (docs/api.md).

/** The path ("a.b", "items.0.x") of the first key that appears twice in one JSON object, if any. */
export function duplicateKeyAt(json: string): string | undefined {
  let tree: DocumentNode;
  try {
    tree = parseJsonTree(json, { mode: 'json' });
  } catch {
    return undefined; // not JSON at all: the JSON parser has refused it already
  }
  return duplicateIn(tree.body, '');
}

function duplicateIn(node: ValueNode, path: string): string | undefined {
  if (node.type === 'Object') {
    const seen = new Set<string>();
    for (const member of node.members) {
      const name = member.name.type === 'String' ? member.name.value : member.name.name;
      const at = path ? `${path}.${name}` : name;
      if (seen.has(name)) return at;
      seen.add(name);
      const inner = duplicateIn(member.value, at);
      if (inner !== undefined) return inner;
    }
  } else if (node.type === 'Array') {
    for (const [index, element] of node.elements.entries()) {
      const inner = duplicateIn(element.value, path ? `${path}.${index}` : String(index));
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

/**
 * JSON bodies: Fastify's own parser (refusing `__proto__` and `constructor.prototype` keys), then a
 * refusal when one object names a key twice. JSON.parse would keep the last, so a body signed,
 * logged or checked by one reader could mean something else to another; each key once, or no deal.
 */
export function installJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const field = duplicateKeyAt(body as string);
      if (field !== undefined) return done(new Refusal(m.duplicateKey, { field }, { field }), undefined);
      done(null, value);
    });
  });
}

/**
 * Refuses control characters (but tab, LF, CR) and lone surrogates in every query value, path
 * parameter and JSON body string of every route, whatever its schema says: the contract's schemas
 * carry the same rule (safe-text.ts) for clients, and this covers what no schema describes.
 */
export function installSafeText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    for (const [name, value] of [
      ['query', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const at = unsafeTextAt(value);
      if (at !== undefined) {
        const field = at || name;
        throw new Refusal(m.unsafeText, { field }, { field });
      }
    }
  });
}

/**
 * Answers a request Node could not read (a request line or headers over `maxHeaderSize`, a broken
 * request line, a client too slow to send its headers) with the envelope and `Connection: close`,
 * then ends the connection cleanly: whatever followed on that socket cannot be trusted to start a
 * request. No route was reached, so the HTTP status says what went wrong (431, 408 or 400).
 */
export function clientErrorHandler(clock: Clock) {
  return (error: NodeJS.ErrnoException, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const text = status === 431 ? m.headersTooLarge : m.badRequest;
    const body = JSON.stringify({ code: 0, msg: render(text, defaultLanguage), time: nowUnixSeconds(clock), data: null });
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  };
}
