import { useEffect } from 'react';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/** antd's message holder inside the panel's theme, loaded with the first message (panel-message.tsx). */
export default function MessageHost({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
