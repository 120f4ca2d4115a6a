import type { MouseEvent } from 'react';
import { Button, Space, Typography } from 'antd';
import { useLocale } from '@yoga/i18n';

/** Where the picture's subject is, each 0–1 from the left and the top. */
export interface Focus {
  x: number;
  y: number;
}

interface FocusPickerProps {
  /** The chosen file's object URL. */
  preview: string;
  focus: Focus;
  onFocus: (focus: Focus) => void;
  uploading: boolean;
  onUpload: () => void;
  onCancel: () => void;
}

/** The chosen photo before it is sent: a click on it picks its focal point (marked); Upload or Cancel. */
export function FocusPicker({
  preview,
  focus,
  onFocus,
  uploading,
  onUpload,
  onCancel,
}: FocusPickerProps) {
  const { t } = useLocale();
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    onFocus({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };

  return (
    <div style={{ marginTop: 8 }}>
      <Typography.Paragraph type="secondary">{t('admin.content.focusHelp')}</Typography.Paragraph>
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
        <Button type="primary" loading={uploading} onClick={onUpload}>
          {t('admin.content.uploadPhoto')}
        </Button>
        <Button onClick={onCancel}>{t('admin.content.cancel')}</Button>
      </Space>
    </div>
  );
}
