import { APPEAL_MAX_IMAGES } from '@mcc/contract/auction';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../runtime/request';

/** One picked image: previewed at once, uploaded through the upload call; `url` once uploaded. */
export interface PickedImage {
  key: string;
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  url?: string;
}

let serial = 0;

/**
 * Up to six images for an appeal message: each is uploaded as soon as it is picked and shows as a
 * thumbnail with its state and a remove button. The message sends the uploaded URLs.
 */
export function AppealImages({
  images,
  onChange,
}: {
  images: PickedImage[];
  onChange: (next: (prev: PickedImage[]) => PickedImage[]) => void;
}) {
  const { t } = useTranslation();
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const owned = previews.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
    };
  }, []);

  const upload = async (key: string, file: File) => {
    try {
      const uploaded = await uploadFile<{ url: string }>({ file, fileName: file.name || 'image.png' });
      onChange((prev) => prev.map((i) => (i.key === key ? { ...i, status: 'done', url: uploaded.url } : i)));
    } catch {
      // The request layer showed why.
      onChange((prev) => prev.map((i) => (i.key === key ? { ...i, status: 'failed' } : i)));
    }
  };

  const pick = (files: FileList | null) => {
    const room = APPEAL_MAX_IMAGES - images.length;
    for (const file of Array.from(files ?? []).slice(0, Math.max(room, 0))) {
      serial += 1;
      const key = `image-${serial}`;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      onChange((prev) => [...prev, { key, preview, status: 'uploading' }]);
      void upload(key, file);
    }
  };

  return (
    <div className="field">
      <span className="field-label">{t('auction.images', { count: images.length, max: APPEAL_MAX_IMAGES })}</span>
      <div className="appeal-images" data-testid="appeal-images">
        {images.map((image) => (
          <div key={image.key} className="appeal-image" data-status={image.status} data-testid="appeal-image">
            <img src={image.preview} alt="" />
            {image.status === 'uploading' && <span className="appeal-image-state">{t('auction.imageUploading')}</span>}
            {image.status === 'failed' && <span className="appeal-image-state">{t('auction.imageFailed')}</span>}
            <button
              type="button"
              className="appeal-image-remove"
              aria-label={t('auction.removeImage')}
              onClick={() => onChange((prev) => prev.filter((i) => i.key !== image.key))}
              data-testid="appeal-image-remove"
            >
              ×
            </button>
          </div>
        ))}
        {images.length < APPEAL_MAX_IMAGES && (
          <label className="appeal-image appeal-image-add">
            <span style={{ fontSize: '1.5rem', lineHeight: 1 }}>+</span>
            <span>{t('auction.addImage')}</span>
            <input
              type="file"
              multiple
              accept="image/png,image/jpeg,image/webp,image/gif"
              data-testid="appeal-image-input"
              onChange={(e) => {
                pick(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
        )}
      </div>
    </div>
  );
}
