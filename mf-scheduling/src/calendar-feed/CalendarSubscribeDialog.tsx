// The Subscribe in your calendar dialog: the person's private calendar address with Copy, the
// links that hand it to a calendar app, and Get a new address (confirmed: the old one stops
// working). Loaded when first opened (CalendarSubscribe.tsx), then kept.
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import GoogleOutlined from '@ant-design/icons/GoogleOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input, { type InputRef } from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useEffect, useRef } from 'react';
import { notify, notifyError, useReadError } from 'shell/sdk';

import { useT } from '../messages';
import { googleCalendarUrl, useGetCalendarFeedUrlQuery, useRegenerateCalendarFeedUrlMutation, webcalUrl } from './calendarFeedApi';

const ADDRESS_ID = 'calendar-feed-address';

const styles = {
  address: { display: 'block', fontWeight: 600, marginBottom: 4 },
  links: { margin: '16px 0' },
} as const;

export interface CalendarSubscribeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once the dialog's code is in (the button stops showing it busy). */
  onReady: () => void;
}

export default function CalendarSubscribeDialog({ open, onClose, onReady }: CalendarSubscribeDialogProps) {
  const { t } = useT();
  useEffect(onReady, [onReady]);
  const feed = useGetCalendarFeedUrlQuery();
  const [regenerate, regeneration] = useRegenerateCalendarFeedUrlMutation();
  const loadError = useReadError(t('calendarFeed.loadError'), feed);
  const address = useRef<InputRef>(null);
  const url = feed.data?.url;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify({ title: t('calendarFeed.copied'), description: t('calendarFeed.copiedText') });
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is selected to copy by hand.
      address.current?.select();
      notify({ title: t('calendarFeed.copyFailed'), description: t('calendarFeed.copyFailedText'), variant: 'destructive' });
    }
  }

  async function renew() {
    try {
      await regenerate().unwrap();
      notify({ title: t('calendarFeed.renewed'), description: t('calendarFeed.renewedText') });
    } catch (error) {
      notifyError(error, t('calendarFeed.renewFailed'));
    }
  }

  return (
    <Modal
      open={open}
      title={t('calendarFeed.title')}
      onCancel={onClose}
      footer={[
        <Popconfirm
          key="renew"
          title={t('calendarFeed.renewConfirm')}
          description={t('calendarFeed.renewConfirmText')}
          okText={t('calendarFeed.renew')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={renew}
        >
          <Button danger loading={regeneration.isLoading} disabled={!url}>
            {t('calendarFeed.renew')}
          </Button>
        </Popconfirm>,
        <Button key="done" type="primary" onClick={onClose}>
          {t('calendarFeed.done')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('calendarFeed.explain')}</Typography.Paragraph>
      {loadError && <Alert type="error" showIcon title={loadError} style={{ marginBottom: 16 }} />}
      <label htmlFor={ADDRESS_ID} style={styles.address}>
        {t('calendarFeed.address')}
      </label>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={ADDRESS_ID}
          ref={address}
          readOnly
          value={url ?? ''}
          placeholder={feed.isLoading ? t('calendarFeed.loading') : undefined}
          onFocus={(event) => event.target.select()}
        />
        <Button icon={<CopyOutlined aria-hidden />} disabled={!url} onClick={() => url && copy(url)}>
          {t('calendarFeed.copy')}
        </Button>
      </Space.Compact>
      <Space wrap style={styles.links}>
        <Button icon={<CalendarOutlined aria-hidden />} href={url ? webcalUrl(url) : undefined} disabled={!url}>
          {t('calendarFeed.openApp')}
        </Button>
        <Button icon={<GoogleOutlined aria-hidden />} href={url ? googleCalendarUrl(url) : undefined} target="_blank" rel="noopener noreferrer" disabled={!url}>
          {t('calendarFeed.google')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">{t('calendarFeed.howOften')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('calendarFeed.private')}
      </Typography.Paragraph>
    </Modal>
  );
}
