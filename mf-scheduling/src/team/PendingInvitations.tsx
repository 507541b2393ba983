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

import { useT } from '../messages';
import { type Invitation, useGetInvitationsInfiniteQuery, useResendInvitationMutation, useRevokeInvitationMutation } from './teamApi';

const styles = {
  row: { display: 'flex', alignItems: 'center', gap: 12, padding: '12px 0', borderBottom: '1px solid #f0f0f0', flexWrap: 'wrap' as const },
  who: { flex: '1 1 220px', minWidth: 0 },
  line: { display: 'block', overflowWrap: 'anywhere' as const },
  actions: { display: 'flex', gap: 8 },
} as const;

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { t } = useT();
  const { modal } = App.useApp();
  const [resend, resending] = useResendInvitationMutation();
  const [revoke] = useRevokeInvitationMutation();
  const name = `${invitation.firstName} ${invitation.lastName}`;

  async function sendAgain() {
    try {
      await resend(invitation.id).unwrap();
      notify({ title: t('team.invitations.resent'), description: t('team.invitations.resentDescription', { email: invitation.email }) });
    } catch (error) {
      notifyError(error, t('team.invitations.resendFailed'));
    }
  }

  function confirmRevoke() {
    modal.confirm({
      title: t('team.invitations.revokeTitle'),
      content: t('team.invitations.revokeContent', { name, email: invitation.email }),
      okText: t('team.invitations.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await revoke(invitation.id).unwrap();
          notify({ title: t('team.invitations.revoked'), description: t('team.invitations.revokedDescription', { name }) });
        } catch (error) {
          notifyError(error, t('team.invitations.revokeFailed'));
        }
      },
    });
  }

  return (
    <li style={styles.row} aria-label={name}>
      <div style={styles.who}>
        <Typography.Text strong>{name}</Typography.Text> <Tag>{ROLE_LABELS[invitation.role]}</Tag>
        {invitation.expired && <Tag color="orange">{t('team.invitations.expired')}</Tag>}
        <Typography.Text type="secondary" style={styles.line}>
          {invitation.email}
        </Typography.Text>
        <Typography.Text type="secondary" style={styles.line}>
          {invitation.expired ? t('team.invitations.linkExpired') : t('team.invitations.linkValidUntil', { date: formatDate(invitation.expiresAt) })}
        </Typography.Text>
      </div>
      <div style={styles.actions}>
        <Button onClick={() => void sendAgain()} loading={resending.isLoading} aria-label={t('team.invitations.resendLabel', { name })}>
          {t('team.invitations.resend')}
        </Button>
        <Button danger onClick={confirmRevoke} aria-label={t('team.invitations.revokeLabel', { name })}>
          {t('team.invitations.revoke')}
        </Button>
      </div>
    </li>
  );
}

export function PendingInvitations() {
  const { t } = useT();
  const invitations = useGetInvitationsInfiniteQuery();
  const shown = (invitations.data?.pages ?? []).flat();
  return (
    <Card title={t('team.invitations.title')} style={{ marginBottom: 16 }}>
      {invitations.isError ? (
        <Typography.Text type="danger">{t('team.invitations.loadError')}</Typography.Text>
      ) : shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={invitations.isLoading ? t('team.invitations.loading') : t('team.invitations.empty')} />
      ) : (
        <>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('team.invitations.listLabel')} aria-busy={invitations.isFetching}>
            {shown.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
          <ShowMore
            shown={shown.length}
            hasMore={invitations.hasNextPage}
            loading={invitations.isFetchingNextPage}
            onShowMore={() => void invitations.fetchNextPage()}
            what={t('team.invitations.showMoreWhat')}
          />
        </>
      )}
    </Card>
  );
}
