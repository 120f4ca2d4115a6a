import type { ComponentProps } from 'react';
import { Input } from 'antd';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useLocale } from '@yoga/i18n';

/**
 * antd's password input with its show/hide eye named in the active language ("पासवर्ड दिखाएँ"), not
 * by the icon's English file name.
 */
export function PasswordInput(props: ComponentProps<typeof Input.Password>) {
  const { t } = useLocale();
  return (
    <Input.Password
      {...props}
      iconRender={(visible) =>
        visible ? (
          <EyeOutlined aria-label={t('ui.password.hide')} />
        ) : (
          <EyeInvisibleOutlined aria-label={t('ui.password.show')} />
        )
      }
    />
  );
}
