// Decline's "are you sure" (antd Popconfirm) around the row's Decline button: its own chunk, loaded
// when Decline is first pressed, and shown open at once, so the dashboard's first screen needs no antd.
import Popconfirm from 'antd/es/popconfirm';

import AntdTheme from '../AntdTheme';
import { useT } from '../messages';
import type { AppointmentRequest } from '../sdk';
import { whoAsked } from './appointmentRequester';

export default function DeclineAppointmentConfirm({
  request,
  onDecline,
  onClose,
}: {
  request: AppointmentRequest;
  onDecline: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <AntdTheme>
      <Popconfirm
        open
        title={t('appointments.declineQuestion')}
        description={t('appointments.willBeNotified', { name: whoAsked(request) })}
        okText={t('appointments.decline')}
        okButtonProps={{ danger: true }}
        onConfirm={onDecline}
        onCancel={onClose}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      >
        {/* Focus stays on Decline: this button replaces the one just pressed. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="button" className="btn btn-sm btn-danger" autoFocus>
          {t('appointments.decline')}
        </button>
      </Popconfirm>
    </AntdTheme>
  );
}
