import { useEffect, useState, type MouseEvent } from 'react';
import { drawnMediaSrcSet, drawnMediaUrl } from '@yoga/site-settings';
import { Button, Input, Space, Tag, Typography, Upload } from 'antd';
import type { ContentPhoto, ContentPhotoSlot } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useUploadContentPhotoMutation } from '../site-content.api';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * A photo slot: the current photo (or "built-in picture"), a new file with its focal point picked by a
 * click on it (centre by default), uploaded through the server's picture pipeline; alt text in both
 * languages (required by the server).
 */
export function PhotoField({
  value,
  slot,
  onChange,
}: {
  value: ContentPhoto | null;
  slot: ContentPhotoSlot;
  onChange: (next: ContentPhoto | null) => void;
}) {
  const { t } = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [focus, setFocus] = useState({ x: 0.5, y: 0.5 });
  const [upload, { isLoading }] = useUploadContentPhotoMutation();
  const run = useMutationFeedback();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    setFocus({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };

  const send = async () => {
    if (!file) return;
    const stored = await run(
      () => upload({ file, slot, focus }).unwrap(),
      t('admin.content.photoUploaded'),
    );
    if (!stored) return;
    onChange({ ...stored, alt: value?.alt ?? { en: '', hi: '' } });
    setFile(null);
    setFocus({ x: 0.5, y: 0.5 });
  };

  return (
    <div style={{ border: '1px dashed #d9d9d9', padding: 8, borderRadius: 6, marginBottom: 8 }}>
      <Typography.Text strong>{t('admin.content.photo')}</Typography.Text>
      <Space wrap align="start" style={{ display: 'flex', marginTop: 4 }}>
        {value ? (
          <img
            src={drawnMediaUrl(value.src)}
            srcSet={drawnMediaSrcSet(value.srcset)}
            sizes="96px"
            width={96}
            height={Math.round((96 * value.height) / value.width)}
            alt={value.alt.en}
          />
        ) : (
          <Tag>{t('admin.content.builtInPicture')}</Tag>
        )}
        <Upload
          accept={ACCEPT}
          maxCount={1}
          showUploadList={false}
          beforeUpload={(chosen) => {
            setFile(chosen);
            return false;
          }}
        >
          <Button>{t('admin.content.choosePhoto')}</Button>
        </Upload>
        {value && <Button onClick={() => onChange(null)}>{t('admin.content.removePhoto')}</Button>}
      </Space>
      {preview && (
        <div style={{ marginTop: 8 }}>
          <Typography.Paragraph type="secondary">
            {t('admin.content.focusHelp')}
          </Typography.Paragraph>
          <button
            type="button"
            onClick={pick}
            aria-label={t('admin.content.focusLabel')}
            style={{ position: 'relative', padding: 0, border: 0, cursor: 'crosshair' }}
          >
            <img src={preview} alt="" style={{ maxWidth: 320, maxHeight: 240, display: 'block' }} />
            <span
              aria-hidden="true"
              style={{
                position: 'absolute',
                left: `${focus.x * 100}%`,
                top: `${focus.y * 100}%`,
                width: 16,
                height: 16,
                marginLeft: -8,
                marginTop: -8,
                borderRadius: '50%',
                border: '3px solid #fff',
                boxShadow: '0 0 0 2px #b4530a',
              }}
            />
          </button>
          <Space style={{ marginTop: 8 }}>
            <Button type="primary" loading={isLoading} onClick={() => void send()}>
              {t('admin.content.uploadPhoto')}
            </Button>
            <Button onClick={() => setFile(null)}>{t('admin.content.cancel')}</Button>
          </Space>
        </div>
      )}
      {value && (
        <Space.Compact block style={{ marginTop: 8 }}>
          <Input
            addonBefore={t('admin.content.altEn')}
            value={value.alt.en}
            status={value.alt.en.trim() ? undefined : 'error'}
            onChange={(e) => onChange({ ...value, alt: { ...value.alt, en: e.target.value } })}
          />
          <Input
            addonBefore={t('admin.content.altHi')}
            value={value.alt.hi}
            status={value.alt.hi.trim() ? undefined : 'error'}
            onChange={(e) => onChange({ ...value, alt: { ...value.alt, hi: e.target.value } })}
          />
        </Space.Compact>
      )}
    </div>
  );
}
