import { commonApi } from '@mcc/contract/common';
import type { DataOf } from '@mcc/contract/endpoint';
import { uploadFile } from '../../../runtime/request';

export function uploadImage(file: Blob, fileName: string) {
  return uploadFile<DataOf<typeof commonApi.upload>>({ url: commonApi.upload.path, file, fileName });
}
