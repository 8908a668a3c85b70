import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { nowUnixSeconds } from '../clock';
import { render, type Text } from '../i18n/language';

export interface EnvelopeBody {
  code: number;
  msg: string;
  time: number;
  data: unknown;
}

/** Sends a refusal or error envelope as ready-made JSON, so no route's success schema applies to it. */
export function sendEnvelope(
  reply: FastifyReply,
  request: FastifyRequest,
  clock: Clock,
  status: number,
  body: { code: number; text: Text; params?: Record<string, string | number>; data?: unknown },
): FastifyReply {
  const payload: EnvelopeBody = {
    code: body.code,
    msg: render(body.text, request.language, body.params),
    time: nowUnixSeconds(clock),
    data: body.data ?? null,
  };
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(payload));
}

/**
 * Sends a success envelope whose `data` is JSON text made earlier (an answer cached between
 * requests). The route's response schema is not applied: the text must have been built from values
 * that already satisfy it.
 */
export function sendOkJson(reply: FastifyReply, clock: Clock, dataJson: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(`{"code":1,"msg":"","time":${nowUnixSeconds(clock)},"data":${dataJson}}`);
}
