import type { FastifyInstance } from 'fastify';
import { REFUSAL_MESSAGES } from 'shared-contracts';
import { findUpload } from '../../db/repositories/uploads';
import { HttpError } from '../../http-error';
import { FILE_EXTENSIONS, type DocumentType } from '../../security/file-signature';
import { UploadStore } from '../../uploads/store';

/** An uploaded document, for admins only, decrypted, always as a download and never cached. */
export async function uploadsRoute(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/admin/uploads/:id', { preHandler: app.requireAdmin }, async (request, reply) => {
    const { id } = request.params;
    const upload = UploadStore.isId(id) ? await findUpload(app.db, id) : undefined;
    if (!upload) throw new HttpError(404, REFUSAL_MESSAGES.noSuchFile);
    const extension = FILE_EXTENSIONS[upload.content_type as DocumentType] ?? 'bin';
    return reply
      .header('content-type', upload.content_type)
      .header('content-disposition', `attachment; filename="document-${id}.${extension}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(await app.uploads.read(id, upload.encrypted === 1, upload.content));
  });
}
