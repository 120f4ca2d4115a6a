import { useEffect, useRef, useState } from 'react';
import { drawnMediaSrcSet, drawnMediaUrl } from '@yoga/site-settings';
import { Button, Input, Space, Tag, Typography } from 'antd';
import type { ContentPhoto, ContentPhotoSlot } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useMutationFeedback } from '../../../components/use-error-toast';
import type { Path } from '../content-edit';
import { FocusPicker, type Focus } from './focus-picker';
import { FieldProblem, useProblem } from './problems';
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
  path,
  onChange,
}: {
  value: ContentPhoto | null;
  slot: ContentPhotoSlot;
  path: Path;
  onChange: (next: ContentPhoto | null) => void;
}) {
  const { t } = useLocale();
  const here = useProblem(path);
  const file = useProblem([...path, 'src']);
  const altEn = useProblem([...path, 'alt', 'en']);
  const altHi = useProblem([...path, 'alt', 'hi']);
  const [picked, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [focus, setFocus] = useState<Focus>({ x: 0.5, y: 0.5 });
  const [upload, { isLoading }] = useUploadContentPhotoMutation();
  const chooser = useRef<HTMLInputElement>(null);
  const run = useMutationFeedback();

  useEffect(() => {
    if (!picked) return setPreview(null);
    const url = URL.createObjectURL(picked);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picked]);

  const send = async () => {
    if (!picked) return;
    const stored = await run(
      () => upload({ file: picked, slot, focus }).unwrap(),
      t('admin.content.photoUploaded'),
    );
    if (!stored) return;
    onChange({ ...stored, alt: value?.alt ?? { en: '', hi: '' } });
    setFile(null);
    setFocus({ x: 0.5, y: 0.5 });
  };

  return (
    <div
      id={here.id}
      tabIndex={-1}
      style={{ border: '1px dashed #d9d9d9', padding: 8, borderRadius: 6, marginBottom: 8 }}
    >
      <Typography.Text strong>{t('admin.content.photo')}</Typography.Text>
      <FieldProblem id={here.id} message={here.message ?? file.message} />
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
        {/* The file box behind the button (antd's Upload without its list: ~14 KB gzipped, issue 38). */}
        <input
          ref={chooser}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) setFile(chosen);
            // The same file chosen again is a change too.
            e.target.value = '';
          }}
        />
        <Button onClick={() => chooser.current?.click()}>{t('admin.content.choosePhoto')}</Button>
        {value && <Button onClick={() => onChange(null)}>{t('admin.content.removePhoto')}</Button>}
      </Space>
      {preview && (
        <FocusPicker
          preview={preview}
          focus={focus}
          onFocus={setFocus}
          uploading={isLoading}
          onUpload={() => void send()}
          onCancel={() => setFile(null)}
        />
      )}
      {value && (
        <Space.Compact block style={{ marginTop: 8 }}>
          <Input
            addonBefore={t('admin.content.altEn')}
            aria-label={t('admin.content.altEn')}
            value={value.alt.en}
            {...altEn.control}
            onChange={(e) => onChange({ ...value, alt: { ...value.alt, en: e.target.value } })}
          />
          <Input
            addonBefore={t('admin.content.altHi')}
            aria-label={t('admin.content.altHi')}
            lang="hi"
            value={value.alt.hi}
            {...altHi.control}
            onChange={(e) => onChange({ ...value, alt: { ...value.alt, hi: e.target.value } })}
          />
        </Space.Compact>
      )}
      <FieldProblem id={altEn.id} message={altEn.message} />
      <FieldProblem id={altHi.id} message={altHi.message} />
    </div>
  );
}
