import { mkdirSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UPLOAD_MAX_BYTES, uploadResponse } from '@mcc/contract/account';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberSessions } from '../../platform/auth/member-sessions';
import type { Clock } from '../../platform/clock';
import { memberScope } from '../../platform/http/member-auth';
import { refuse } from '../../platform/http/refusal';
import { UPLOADS_URL_PREFIX } from './file-storage';
import { uploadMessages as m } from './upload-messages';
import type { UploadService } from './upload-service';

export interface UploadRoutesOptions {
  uploads: UploadService;
  memberSessions: MemberSessions;
  clock: Clock;
  /** The local folder served at /uploads/ (DATA_DIR/uploads), or null when files live elsewhere. */
  localDir: string | null;
  publicUrl?: string;
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** The absolute form of an upload URL, for clients that show it outside the app's origin. */
function absolute(url: string, request: FastifyRequest, publicUrl: string | undefined): string {
  if (/^https?:\/\//.test(url)) return url;
  return new URL(url, publicUrl ?? `${request.protocol}://${request.host}`).toString();
}

export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, { uploads, memberSessions, localDir, publicUrl }) => {
  if (localDir) {
    mkdirSync(localDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: localDir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      // Names are random and never reused, so a browser may keep a file for good.
      setHeaders: (response) => {
        response.setHeader('cache-control', 'public, max-age=31536000, immutable');
        response.setHeader('x-content-type-options', 'nosniff');
      },
    });
  }

  await app.register(async (member) => {
    memberScope(member, memberSessions);
    // Registered here so that only this route accepts multipart bodies; the size limit is the upload limit.
    await member.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

    member.post(
      '/api/common/upload',
      {
        schema: {
          tags: ['common'],
          summary: 'Upload an image (multipart field `file`: JPG, PNG, WebP or GIF by content, at most 5 MB)',
          consumes: ['multipart/form-data'],
          security: [{ token: [] }],
          response: { 200: uploadResponse },
        },
      },
      async (request, reply) => {
        let bytes: Buffer | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file' && part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
            else if (part.type === 'file') part.file.resume();
          }
        } catch (error) {
          if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) refuse(m.tooLarge, { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }, 'file');
          if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE') || hasCode(error, 'FST_FILES_LIMIT')) refuse(m.noFile, {}, 'file');
          throw error;
        }
        if (!bytes || bytes.length === 0) return refuse(m.noFile, {}, 'file');
        const { url } = await uploads.saveImage(request.member.userId, bytes);
        return reply.ok({ url, fullurl: absolute(url, request, publicUrl) });
      },
    );
  });
};
