// Team Management (/team, admin): counts, a role filter and the member list with a role
// selector. A role change is confirmed first; the server then logs the member out.
// Admins also invite people (Invite member, Pending invitations), deactivate and reactivate
// members (confirmed; never themselves), and reopen PIN sign-up locked by wrong PINs.
// The server counts and pages (a company has thousands of people): the list loads 50 at a time in
// name order, "Show more" reaches the rest, and a name/email search narrows it (counted too).
// Exposed as mf_scheduling/TeamPage.
import CrownOutlined from '@ant-design/icons/CrownOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { notify, notifyError, type Role, ROLE_LABELS, ROLES, useCurrentUser, useReadError } from 'shell/sdk';
import { fullNameOf, PageHeader, SearchInput, ShowMore, StatCard, UserAvatar } from 'shell/sdk/ui';

import { InviteMemberDialog } from './InviteMemberDialog';
import { PendingInvitations } from './PendingInvitations';
import { SignUpLockAlerts } from './SignUpLockAlerts';
import { filteredTotal, type RoleFilter } from './teamCounts';
import { type Member, useChangeRoleMutation, useGetTeamCountsQuery, useGetTeamMembersInfiniteQuery, useSetMemberActiveMutation } from './teamApi';

const styles = {
  stats: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 16, marginBottom: 16 },
  statHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  statValue: { fontSize: '1.8rem', fontWeight: 700, margin: '4px 0' },
  member: { display: 'flex', alignItems: 'center', gap: 12, padding: '12px 0', borderBottom: '1px solid #f0f0f0', flexWrap: 'wrap' as const },
  who: { flex: '1 1 200px', minWidth: 0 },
  tools: { display: 'flex', gap: 8, flexWrap: 'wrap' as const, marginBottom: 8 },
  contact: { display: 'block', overflowWrap: 'anywhere' as const },
  actions: { display: 'flex', gap: 8, flexWrap: 'wrap' as const },
} as const;

const FILTERS: Array<{ value: RoleFilter; label: string }> = [
  { value: 'all', label: 'All roles' },
  { value: 'admin', label: ROLE_LABELS.admin },
  { value: 'foreman', label: ROLE_LABELS.foreman },
  { value: 'worker', label: ROLE_LABELS.worker },
];

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface MemberRowProps {
  member: Member;
  /** The admin looking: they cannot deactivate themselves. */
  isSelf: boolean;
  onChangeRole: (member: Member, role: Role) => void;
  onSetActive: (member: Member, active: boolean) => void;
}

function MemberRow({ member, isSelf, onChangeRole, onSetActive }: MemberRowProps) {
  const name = fullNameOf(member);
  return (
    <li style={styles.member} aria-label={name}>
      <UserAvatar person={member} />
      <div style={styles.who}>
        <Typography.Text strong>{name}</Typography.Text> {!member.active && <Tag>Deactivated</Tag>}
        <Typography.Text type="secondary" style={styles.contact}>
          {member.email}
        </Typography.Text>
        <Typography.Text type="secondary" style={styles.contact}>
          {member.phoneNumber}
        </Typography.Text>
      </div>
      <div style={styles.actions}>
        <Select<Role>
          value={member.role}
          options={ROLE_OPTIONS}
          onChange={(role) => onChangeRole(member, role)}
          aria-label={`Role of ${name}`}
          style={{ width: 140 }}
        />
        {member.active ? (
          !isSelf && (
            <Button danger onClick={() => onSetActive(member, false)} aria-label={`Deactivate ${name}`}>
              Deactivate
            </Button>
          )
        ) : (
          <Button onClick={() => onSetActive(member, true)} aria-label={`Reactivate ${name}`}>
            Reactivate
          </Button>
        )}
      </div>
    </li>
  );
}

export default function TeamPage() {
  const { modal } = App.useApp();
  const [filter, setFilter] = useState<RoleFilter>('all');
  const [search, setSearch] = useState('');
  const counts = useGetTeamCountsQuery('');
  // A search's own counts, so its list says "Showing 50 of 312" while more pages remain.
  const searchedCounts = useGetTeamCountsQuery(search, { skip: !search });
  const members = useGetTeamMembersInfiniteQuery({ role: filter, search });
  const loadError = useReadError('Failed to load team members', members, counts, searchedCounts);
  const [changeRole] = useChangeRoleMutation();
  const [setMemberActive] = useSetMemberActiveMutation();
  const { user: me } = useCurrentUser();
  const [inviting, setInviting] = useState(false);

  // A member who changed role between two pages may show twice: keep the first.
  const seen = new Set<string>();
  const shown = (members.data?.pages ?? []).flat().filter((member) => !seen.has(member.id) && Boolean(seen.add(member.id)));
  // currentData: a previous search's count is never shown as this one's.
  const total = filteredTotal(search ? searchedCounts.currentData : counts.data, filter);
  const count = (value: number | undefined) => value ?? 0;

  function confirmSetActive(member: Member, active: boolean) {
    const name = fullNameOf(member);
    modal.confirm({
      title: active ? 'Reactivate member?' : 'Deactivate member?',
      content: active
        ? `${name} will be able to log in again and will appear in pickers and the chat.`
        : `${name} will be logged out everywhere at once and will no longer be able to log in. Their shifts, messages and documents stay.`,
      okText: active ? 'Reactivate' : 'Deactivate',
      okButtonProps: active ? undefined : { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await setMemberActive({ id: member.id, active }).unwrap();
          notify({
            title: active ? 'Member reactivated' : 'Member deactivated',
            description: active ? `${name} can log in again.` : `${name} can no longer log in.`,
          });
        } catch (error) {
          notifyError(error, active ? 'Failed to reactivate member' : 'Failed to deactivate member');
        }
      },
    });
  }

  function confirmRoleChange(member: Member, role: Role) {
    const name = fullNameOf(member);
    modal.confirm({
      title: 'Change role?',
      content: `Change ${name} from ${ROLE_LABELS[member.role]} to ${ROLE_LABELS[role]}? They will be logged out and must log in again.`,
      okText: 'Change Role',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await changeRole({ id: member.id, role }).unwrap();
          notify({ title: 'Role updated', description: `${name} is now ${ROLE_LABELS[role]}.` });
        } catch (error) {
          notifyError(error, 'Failed to update role');
        }
      },
    });
  }

  return (
    <div>
      <PageHeader
        title="Team Management"
        subtitle="Manage team members and their roles"
        actions={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            Invite Member
          </Button>
        }
      />
      <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
      <SignUpLockAlerts />
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginBottom: 16 }} />}

      <div style={styles.stats}>
        <StatCard title="Total Members" value={count(counts.data?.total)} icon={<TeamOutlined />} />
        <StatCard title="Admins" value={count(counts.data?.admin)} icon={<CrownOutlined />} />
        <StatCard title="Foremen" value={count(counts.data?.foreman)} icon={<SafetyOutlined />} />
        <StatCard title="Employees" value={count(counts.data?.worker)} icon={<ToolOutlined />} />
      </div>

      <PendingInvitations />

      <Card title="Team Members">
        <div style={styles.tools}>
          <SearchInput aria-label="Search team members" placeholder="Search by name or email" onSearch={setSearch} style={{ flex: '1 1 200px', minWidth: 0 }} />
          <Select<RoleFilter> value={filter} options={FILTERS} onChange={setFilter} aria-label="Filter by role" style={{ width: 130 }} />
        </div>
        {members.isLoading ? (
          <Skeleton active avatar />
        ) : shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No team members found" />
        ) : (
          <>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Team members" aria-busy={members.isFetching}>
              {shown.map((member) => (
                <MemberRow key={member.id} member={member} isSelf={member.id === me?.id} onChangeRole={confirmRoleChange} onSetActive={confirmSetActive} />
              ))}
            </ul>
            <ShowMore
              shown={shown.length}
              total={total}
              hasMore={members.hasNextPage}
              loading={members.isFetchingNextPage}
              onShowMore={() => void members.fetchNextPage()}
              what="team members"
            />
          </>
        )}
      </Card>
    </div>
  );
}
