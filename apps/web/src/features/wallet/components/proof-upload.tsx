import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadProof } from '../api/recharge';

export type ProofState = { status: 'none' } | { status: 'uploading' } | { status: 'failed' } | { status: 'done'; url: string };

/** The transfer screenshot: picked, previewed at once and uploaded; `onChange` gets the uploaded URL. */
export function ProofUpload({ onChange, error }: { onChange: (state: ProofState) => void; error?: string | null }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<ProofState>({ status: 'none' });
  const [file, setFile] = useState<File | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const update = (next: ProofState) => {
    setState(next);
    onChange(next);
  };

  const upload = async (picked: File) => {
    update({ status: 'uploading' });
    try {
      const uploaded = await uploadProof(picked);
      update({ status: 'done', url: uploaded.url });
    } catch {
      update({ status: 'failed' }); // the request layer showed why
    }
  };

  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <span className="field-label">{t('wallet.proof')}</span>
      <div className="proof">
        <label className="proof-box" data-testid="proof-box">
          {preview ? (
            <img src={preview} alt={t('wallet.proof')} data-testid="proof-preview" />
          ) : (
            <>
              <span style={{ fontSize: '1.5rem', lineHeight: 1 }}>+</span>
              <span>{t('wallet.addProof')}</span>
            </>
          )}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            data-testid="proof-input"
            onChange={(e) => {
              const picked = e.target.files?.[0];
              e.target.value = '';
              if (!picked) return;
              setFile(picked);
              setPreview(URL.createObjectURL(picked));
              void upload(picked);
            }}
          />
        </label>
        <div className="proof-state" data-testid="proof-state" data-status={state.status}>
          {state.status === 'none' && t('wallet.proofHint')}
          {state.status === 'uploading' && t('wallet.proofUploading')}
          {state.status === 'done' && <span style={{ color: 'var(--up)' }}>{t('wallet.proofUploaded')}</span>}
          {state.status === 'failed' && (
            <button type="button" className="copy-button" onClick={() => file && void upload(file)}>
              {t('wallet.proofRetry')}
            </button>
          )}
        </div>
      </div>
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
