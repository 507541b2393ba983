// Team Management's pending invitations: whom, as what, until when the link works, with Resend
// (a new link, the old one stops working) and Revoke (confirmed).
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { formatDate, notify, notifyError, ROLE_LABELS } from 'shell/sdk';
import { ShowMore } from 'shell/sdk/ui';

import { type Invitation, useGetInvitationsInfiniteQuery, useResendInvitationMutation, useRevokeInvitationMutation } from './teamApi';

const styles = {
  row: { display: 'flex', alignItems: 'center', gap: 12, padding: '12px 0', borderBottom: '1px solid #f0f0f0', flexWrap: 'wrap' as const },
  who: { flex: '1 1 220px', minWidth: 0 },
  line: { display: 'block', overflowWrap: 'anywhere' as const },
  actions: { display: 'flex', gap: 8 },
} as const;

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { modal } = App.useApp();
  const [resend, resending] = useResendInvitationMutation();
  const [revoke] = useRevokeInvitationMutation();
  const name = `${invitation.firstName} ${invitation.lastName}`;

  async function sendAgain() {
    try {
      await resend(invitation.id).unwrap();
      notify({ title: 'Invitation sent again', description: `A new link went to ${invitation.email}; the previous one no longer works.` });
    } catch (error) {
      notifyError(error, 'Failed to resend the invitation');
    }
  }

  function confirmRevoke() {
    modal.confirm({
      title: 'Revoke invitation?',
      content: `${name} will no longer be able to join with the link sent to ${invitation.email}.`,
      okText: 'Revoke',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await revoke(invitation.id).unwrap();
          notify({ title: 'Invitation revoked', description: `${name}'s invitation link no longer works.` });
        } catch (error) {
          notifyError(error, 'Failed to revoke the invitation');
        }
      },
    });
  }

  return (
    <li style={styles.row} aria-label={name}>
      <div style={styles.who}>
        <Typography.Text strong>{name}</Typography.Text> <Tag>{ROLE_LABELS[invitation.role]}</Tag>
        {invitation.expired && <Tag color="orange">Expired</Tag>}
        <Typography.Text type="secondary" style={styles.line}>
          {invitation.email}
        </Typography.Text>
        <Typography.Text type="secondary" style={styles.line}>
          {invitation.expired ? 'Link expired' : `Link valid until ${formatDate(invitation.expiresAt)}`}
        </Typography.Text>
      </div>
      <div style={styles.actions}>
        <Button onClick={() => void sendAgain()} loading={resending.isLoading} aria-label={`Resend invitation to ${name}`}>
          Resend
        </Button>
        <Button danger onClick={confirmRevoke} aria-label={`Revoke invitation of ${name}`}>
          Revoke
        </Button>
      </div>
    </li>
  );
}

export function PendingInvitations() {
  const invitations = useGetInvitationsInfiniteQuery();
  const shown = (invitations.data?.pages ?? []).flat();
  return (
    <Card title="Pending Invitations" style={{ marginBottom: 16 }}>
      {invitations.isError ? (
        <Typography.Text type="danger">Failed to load pending invitations</Typography.Text>
      ) : shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={invitations.isLoading ? 'Loading...' : 'No pending invitations'} />
      ) : (
        <>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Pending invitations" aria-busy={invitations.isFetching}>
            {shown.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
          <ShowMore
            shown={shown.length}
            hasMore={invitations.hasNextPage}
            loading={invitations.isFetchingNextPage}
            onShowMore={() => void invitations.fetchNextPage()}
            what="pending invitations"
          />
        </>
      )}
    </Card>
  );
}
