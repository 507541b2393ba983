// Assign Client: a client shown as first name, last name and email, searched on the
// server (a company has hundreds); Assign Client is disabled until one is chosen and reads
// 'Assigning...' while pending.
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { notify, notifyError, type JobSite, type User } from 'shell/sdk';
import { CLIENT_OPTIONS_PATH, clientOptionOf, fullNameOf, RemoteSearchSelect } from 'shell/sdk/ui';

import { useAssignJobSiteClientMutation } from '../fieldApi';
import { useT } from '../messages';

export function AssignClientDialog({ site, onClose }: { site: JobSite; onClose: () => void }) {
  const { t } = useT();
  const [assignClient, { isLoading }] = useAssignJobSiteClientMutation();
  const [clientId, setClientId] = useState<string | undefined>(site.clientId ?? undefined);

  async function onAssign() {
    if (!clientId) return;
    try {
      const updated = await assignClient({ id: site.id, clientId }).unwrap();
      notify({
        title: t('assignClient.assigned'),
        description: updated.client
          ? t('assignClient.assignedText', { client: `${updated.client.firstName} ${updated.client.lastName}`, site: site.name })
          : t('assignClient.assignedTextUnknown', { site: site.name }),
      });
      onClose();
    } catch (error) {
      notifyError(error, t('assignClient.assignFailed'));
    }
  }

  return (
    <Modal
      open
      title={site.clientId ? t('assignClient.change') : t('assignClient.assign')}
      onCancel={onClose}
      onOk={onAssign}
      okText={isLoading ? t('assignClient.assigning') : t('assignClient.assign')}
      okButtonProps={{ disabled: !clientId, loading: isLoading }}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Typography.Paragraph>{site.name}</Typography.Paragraph>
      <label htmlFor="assign-client-select">
        <Typography.Text strong>{t('assignClient.client')}</Typography.Text>
      </label>
      <div style={{ marginTop: 4 }}>
        <RemoteSearchSelect<User>
          id="assign-client-select"
          path={CLIENT_OPTIONS_PATH}
          toOption={clientOptionOf}
          value={clientId}
          // The site's current client is known by name only until the list is opened.
          valueLabel={site.client ? fullNameOf(site.client) : undefined}
          onChange={(next) => setClientId(next)}
          placeholder={t('assignClient.placeholder')}
          aria-label={t('assignClient.client')}
        />
      </div>
    </Modal>
  );
}
