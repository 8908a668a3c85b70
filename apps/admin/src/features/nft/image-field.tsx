import type { AdminImage } from '@mcc/contract/admin-nft';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/i18n';
import { errorText } from '../../lib/api';
import { uploadNftImage } from './api';

/** A form control holding an uploaded image: its picture, its SHA-256, and a button to upload another. */
export function ImageField({
  value,
  onChange,
  testId,
}: {
  value?: AdminImage | null;
  onChange?: (image: AdminImage) => void;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Flex gap={12} align="center">
      {value ? (
        <img src={value.url} alt="" width={72} height={72} style={{ borderRadius: 8, imageRendering: 'pixelated', objectFit: 'cover' }} />
      ) : (
        <div style={{ width: 72, height: 72, borderRadius: 8, background: '#f0f0f0' }} />
      )}
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          customRequest={async ({ file, onSuccess, onError }) => {
            setBusy(true);
            setError(null);
            try {
              const image = await uploadNftImage(file as File);
              onChange?.(image);
              onSuccess?.(image);
            } catch (e) {
              setError(errorText(e));
              onError?.(e as Error);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Button loading={busy} data-testid={testId}>
            {value ? t('nft.replaceImage') : t('nft.uploadImage')}
          </Button>
        </Upload>
        {value && (
          <Typography.Text type="secondary" style={{ fontSize: 11, wordBreak: 'break-all' }}>
            SHA-256 {value.sha256}
          </Typography.Text>
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </Flex>
    </Flex>
  );
}
