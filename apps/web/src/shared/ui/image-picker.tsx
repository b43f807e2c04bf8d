import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT, uploadImage } from '../api/upload.ts';
import { Icon } from './icons.tsx';

interface ImagePickerProps {
  label: ReactNode;
  /** The uploaded image's id, or null before one is chosen. */
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | null | undefined;
  testId: string;
}

/**
 * Picks a photo (camera or gallery), uploads it with common/upload at once and previews the local
 * file; the form keeps only the id the server answered.
 */
export function ImagePicker({ label, value, onChange, error, testId }: ImagePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: (file: File) => uploadImage(file, file.name) });

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    onChange(null);
    upload.mutate(file, {
      onSuccess: (result) => {
        setPreview(URL.createObjectURL(file));
        onChange(result.id);
      },
    });
  };

  const isUploaded = value !== null && preview !== null;
  return (
    <div className={error ? 'image-picker has-error' : 'image-picker'}>
      <span className="field-label">{label}</span>
      <button
        type="button"
        className="image-picker-box"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        data-testid={`${testId}-button`}
        aria-label={typeof label === 'string' ? label : undefined}
      >
        {isUploaded ? (
          <img src={preview} alt="" className="image-picker-preview" data-testid={`${testId}-preview`} />
        ) : (
          <span className="image-picker-empty">
            <Icon name={upload.isPending ? 'refresh' : 'file'} size={28} strokeWidth={1.6} />
            <span>{upload.isPending ? t('identity.uploading') : t('identity.choosePhoto')}</span>
          </span>
        )}
      </button>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
        data-testid={testId}
      />
      {error && (
        <p className="field-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
