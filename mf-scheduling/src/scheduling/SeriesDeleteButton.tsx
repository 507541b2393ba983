// Deleting a shift of a weekly series: only this one, or this one and the series' later shifts.
// The worker of a published shift is told (once for the series).
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { notify, notifyError, type Schedule } from 'shell/sdk';

import { useT } from '../messages';
import { useDeleteScheduleMutation, useDeleteScheduleOnwardMutation } from './schedulingApi';

export function SeriesDeleteButton({ shift, who, label }: { shift: Schedule; who: string; label: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [deleteOne, one] = useDeleteScheduleMutation();
  const [deleteOnward, onward] = useDeleteScheduleOnwardMutation();

  async function remove(which: 'one' | 'onward') {
    try {
      const deleted = which === 'one' ? (await deleteOne(shift.id).unwrap(), 1) : (await deleteOnward(shift.id).unwrap()).deleted;
      setOpen(false);
      notify({ title: t('scheduling.seriesDelete.deleted', { count: deleted }), description: t('scheduling.shift.deletedDescription', { name: who }) });
    } catch (error) {
      notifyError(error, t('scheduling.shift.deleteFailed'));
    }
  }

  return (
    <>
      <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={label} onClick={() => setOpen(true)} />
      <Modal
        open={open}
        title={t('scheduling.seriesDelete.title')}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button danger loading={one.isLoading} disabled={onward.isLoading} onClick={() => void remove('one')}>
              {t('scheduling.seriesDelete.onlyThis')}
            </Button>
            <Button danger type="primary" loading={onward.isLoading} disabled={one.isLoading} onClick={() => void remove('onward')}>
              {t('scheduling.seriesDelete.thisAndFollowing')}
            </Button>
          </div>
        }
      >
        <p>{t('scheduling.seriesDelete.description', { name: who })}</p>
      </Modal>
    </>
  );
}
