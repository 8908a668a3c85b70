import { mkdirSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UPLOAD_MAX_BYTES } from '@mcc/contract/account';
import { commonApi } from '@mcc/contract/common';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import { isServedPath } from '../../platform/http/static-apps';
import { UPLOADS_URL_PREFIX } from './file-storage';
import { multipartFile } from './multipart-file';
import type { UploadService } from './upload-service';

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
    const bytes = await multipartFile(request);
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
