// Post open shift: a shift without a worker (a site, a day, meet, start and end), for workers and
// foremen to claim on My Schedule within 14 days of it.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { formatDate, notify, notifyError } from 'shell/sdk';

import { useT } from '../messages';
import { ShiftFields } from '../scheduling/ShiftFields';
import { type OpenShiftInput, usePostOpenShiftMutation } from './openShiftsApi';

export function PostOpenShiftDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const [form] = Form.useForm<OpenShiftInput>();
  const [postOpenShift, posting] = usePostOpenShiftMutation();

  async function save(input: OpenShiftInput) {
    // An emptied End Time is left out: the server then ends the shift 8 hours after its start.
    const { endTime, ...rest } = input;
    try {
      const posted = await postOpenShift({ ...rest, ...(endTime ? { endTime } : {}) }).unwrap();
      notify({
        title: t('openShifts.posted'),
        description: t('openShifts.postedDescription', { site: posted.jobSite?.name ?? t('common.jobSite'), date: formatDate(posted.date) }),
      });
      onClose();
    } catch (error) {
      notifyError(error, t('openShifts.postFailed'));
    }
  }

  return (
    <Modal
      open={open}
      title={t('openShifts.postTitle')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="post" type="primary" loading={posting.isLoading} onClick={() => form.submit()}>
          {t('openShifts.post')}
        </Button>,
      ]}
    >
      <p>{t('openShifts.postHelp')}</p>
      <Form form={form} layout="vertical" onFinish={save}>
        <ShiftFields />
      </Form>
    </Modal>
  );
}
