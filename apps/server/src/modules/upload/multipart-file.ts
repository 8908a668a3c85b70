import { UPLOAD_MAX_BYTES } from '@mcc/contract/account';
import type { FastifyRequest } from 'fastify';
import { refuse } from '../../platform/http/refusal';
import { uploadMessages } from './upload-messages';

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * The one file of a multipart body's field `file` (any other file is read past); refuses a body
 * too large, malformed, or without a file or with an empty one.
 */
export async function multipartFile(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) refuse(uploadMessages.tooLarge, { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }, 'file');
    // Anything else the multipart reader throws is the body's fault (no boundary, a part cut short).
    request.log.info({ err: error }, 'multipart body refused');
    refuse(uploadMessages.noFile, {}, 'file');
  }
  if (!bytes || bytes.length === 0) return refuse(uploadMessages.noFile, {}, 'file');
  return bytes;
}
