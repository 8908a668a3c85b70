import type { UploadData } from '@mcc/contract/account';
import { uploadFile } from '../../../runtime/request';

export function uploadImage(file: Blob, fileName: string): Promise<UploadData> {
  return uploadFile<UploadData>({ file, fileName });
}
