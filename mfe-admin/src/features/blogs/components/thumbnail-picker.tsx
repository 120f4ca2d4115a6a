import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Button, Space } from 'antd';
import { useLocale } from '@yoga/i18n';
import { checkThumbnail } from '../blog-form';
import '../i18n';
import { usePanelApp } from '@yoga/ui';

interface ThumbnailPickerProps {
  value: File | null;
  onChange: (file: File | null) => void;
}

/** Images only, 2 MB at most (checked here, before upload), with a preview of the chosen file. */
export function ThumbnailPicker({ value, onChange }: ThumbnailPickerProps) {
  const { t } = useLocale();
  const { message } = usePanelApp();
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = checkThumbnail(file);
    if (problem) {
      message.error(problem);
      return;
    }
    onChange(file);
  };

  return (
    <Space direction="vertical">
      <label htmlFor={inputId}>{t('admin.blog.thumbnail')}</label>
      <input id={inputId} type="file" accept="image/*" onChange={pick} />
      {preview && value && (
        <Space align="start">
          <img
            src={preview}
            alt={t('admin.blog.thumbnailPreview')}
            style={{ maxWidth: 200, maxHeight: 140, borderRadius: 8, objectFit: 'cover' }}
          />
          <Button size="small" onClick={() => onChange(null)}>
            {t('admin.blog.removeImage')}
          </Button>
        </Space>
      )}
    </Space>
  );
}
