import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { Text } from '../i18n/language';
import { refusals, routeLabel } from '../metrics/instruments';
import { sendEnvelope } from './envelope';
import { platformMessages as m } from './messages';
import { Refusal } from './refusal';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function describeValidation(issues: ValidationIssue[], context: string | undefined) {
  const issue = issues[0];
  const path = issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
  if (issue?.keyword === 'unrecognized_keys') {
    const keys = Array.isArray(issue.params.keys) ? issue.params.keys : [];
    const key = String(keys[0] ?? '');
    const field = path ? `${path}.${key}` : key;
    return { text: m.unknownField, field };
  }
  const field = path || context || 'body';
  const missing = issue?.keyword === 'invalid_type' && /undefined/.test(String(issue.params.message ?? ''));
  return { text: missing ? m.missingField : m.invalidField, field };
}

const clientErrors: Record<string, Text> = {
  FST_ERR_CTP_INVALID_JSON_BODY: m.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: m.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: m.bodyTooLarge,
  FST_REQ_FILE_TOO_LARGE: m.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: m.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: m.badRequest,
};

/**
 * One place that turns every failure into the envelope: refusals and client mistakes are HTTP 200
 * with `code: 0` in the request's language. No request is ever answered 500: a fault of ours (the
 * database unreachable, a bug) is HTTP 503 "unavailable for a moment", never with a stack, so a
 * client retries it under the same Idempotency-Key (docs/api.md).
 */
export function installErrorHandler(app: FastifyInstance, clock: Clock): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Refusal) {
      refusals.inc({ route: routeLabel(request), reason: error.text.en });
      return sendEnvelope(reply, request, clock, 200, { code: 0, text: error.text, params: error.params, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { text, field } = describeValidation(error.validation as unknown as ValidationIssue[], error.validationContext);
      refusals.inc({ route: routeLabel(request), reason: text.en });
      return sendEnvelope(reply, request, clock, 200, { code: 0, text, params: { field }, data: { field } });
    }
    if (error.statusCode === 429) {
      const seconds = Math.max(1, Math.ceil(Number((error as { ttl?: number }).ttl ?? 60000) / 1000));
      return sendEnvelope(reply, request, clock, 429, { code: 0, text: m.tooManyRequests, params: { seconds } });
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'request refused');
      refusals.inc({ route: routeLabel(request), reason: (known ?? m.badRequest).en });
      return sendEnvelope(reply, request, clock, 200, { code: 0, text: known ?? m.badRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return sendEnvelope(reply, request, clock, 503, { code: 0, text: m.serverError });
  });
}
