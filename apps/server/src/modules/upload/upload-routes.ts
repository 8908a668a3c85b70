import { mkdirSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UPLOAD_MAX_BYTES } from '@mcc/contract/account';
import { commonApi } from '@mcc/contract/common';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { refuse } from '../../platform/http/refusal';
import { route } from '../../platform/http/routes';
import { isServedPath } from '../../platform/http/static-apps';
import { UPLOADS_URL_PREFIX } from './file-storage';
import { uploadMessages as m } from './upload-messages';
import type { UploadService } from './upload-service';

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** The one file of a multipart body's field `file`, or undefined; refuses a body too large, not multipart or malformed. */
async function fileOf(request: FastifyRequest): Promise<Buffer | undefined> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) refuse(m.tooLarge, { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }, 'file');
    // Anything else the multipart reader throws is the body's fault (no boundary, a part cut short).
    request.log.info({ err: error }, 'multipart body refused');
    refuse(m.noFile, {}, 'file');
  }
  return bytes;
}

export interface UploadRoutesOptions {
  uploads: UploadService;
  /** PUBLIC_URL, the origin of absolute upload URLs; otherwise the request's own. */
  publicUrl?: string;
}

/**
 * The members' image upload (registered in the members' scope). Its body is multipart, which no
 * contract schema describes: the handler reads the one file itself.
 */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, { uploads, publicUrl }) => {
  // Registered in this plugin so that only this route accepts multipart bodies; the size limit is the upload limit.
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  route(app, commonApi.upload, async (_, request) => {
    const bytes = await fileOf(request);
    if (!bytes || bytes.length === 0) return refuse(m.noFile, {}, 'file');
    return uploads.saveImage(request.member.userId, bytes, publicUrl ?? `${request.protocol}://${request.host}`);
  });
};

/** The uploaded files under /uploads/ (public), when they live on this server's disk (`dir`). */
export const uploadFileRoutes: FastifyPluginAsync<{ dir: string }> = async (app, { dir }) => {
  mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    allowedPath: isServedPath,
    // Names are random and never reused, so a browser may keep a file for a year.
    cacheControl: true,
    maxAge: '365d',
    immutable: true,
    setHeaders: (response) => {
      response.setHeader('x-content-type-options', 'nosniff');
    },
  });
};
