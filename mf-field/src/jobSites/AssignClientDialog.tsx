// Assign Client (spec 2.18): a client shown as first name, last name and email; Assign Client is
// disabled until one is chosen and reads 'Assigning...' while pending.
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { notify, notifyError, useReadError, type JobSite } from 'shell/sdk';

import { useAssignJobSiteClientMutation, useGetJobSiteClientsQuery } from '../fieldApi';

export function AssignClientDialog({ site, onClose }: { site: JobSite; onClose: () => void }) {
  const clientsQuery = useGetJobSiteClientsQuery();
  const [assignClient, { isLoading }] = useAssignJobSiteClientMutation();
  const [clientId, setClientId] = useState<string | undefined>(site.clientId ?? undefined);
  const loadError = useReadError('Failed to load clients', clientsQuery);
  const options = (clientsQuery.data ?? []).map((client) => ({ value: client.id, label: `${client.firstName} ${client.lastName} (${client.email})` }));

  async function onAssign() {
    if (!clientId) return;
    try {
      const updated = await assignClient({ id: site.id, clientId }).unwrap();
      notify({ title: 'Client assigned', description: `${updated.client ? `${updated.client.firstName} ${updated.client.lastName}` : 'The client'} now follows ${site.name}.` });
      onClose();
    } catch (error) {
      notifyError(error, 'Failed to assign client');
    }
  }

  return (
    <Modal
      open
      title={site.clientId ? 'Change Client' : 'Assign Client'}
      onCancel={onClose}
      onOk={onAssign}
      okText={isLoading ? 'Assigning...' : 'Assign Client'}
      okButtonProps={{ disabled: !clientId, loading: isLoading }}
      cancelText="Cancel"
      destroyOnHidden
    >
      <Typography.Paragraph>{site.name}</Typography.Paragraph>
      {loadError && <Alert type="error" showIcon title={loadError} style={{ marginBottom: 8 }} />}
      <label htmlFor="assign-client-select">
        <Typography.Text strong>Client</Typography.Text>
      </label>
      <Select
        id="assign-client-select"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Select a client"
        loading={clientsQuery.isLoading}
        options={options}
        value={clientId}
        onChange={setClientId}
        style={{ width: '100%', marginTop: 4 }}
        notFoundContent="No clients yet"
      />
    </Modal>
  );
}
