// The composer: Enter sends, Shift+Enter starts a new line; blank text or no recipient sends
// nothing.
import SendOutlined from '@ant-design/icons/SendOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState, type KeyboardEvent } from 'react';

import { useT } from '../messages';

export function Composer({ recipientId, sending, onSend }: { recipientId: string | null; sending: boolean; onSend: (text: string) => Promise<boolean> }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const canSend = recipientId !== null && text.trim() !== '' && !sending;

  const submit = async () => {
    if (!canSend) return;
    if (await onSend(text.trim())) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      style={{ display: 'flex', gap: 8, padding: 12, borderTop: '1px solid #f0f0f0', alignItems: 'flex-end' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Input.TextArea
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        autoSize={{ minRows: 1, maxRows: 6 }}
        maxLength={4000}
        disabled={recipientId === null}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} aria-label={t('composer.send')} disabled={!canSend} loading={sending} />
    </form>
  );
}
