// Team Management (/team, admin, spec 2.9): counts, a role filter and the member list with a role
// selector. A role change is confirmed first; the server then logs the member out (spec 7).
// The server counts and pages (a company has thousands of people): the list loads 50 at a time in
// name order, "Show more" reaches the rest, and a name/email search narrows it (counted too).
// Exposed as mf_scheduling/TeamPage.
import CrownOutlined from '@ant-design/icons/CrownOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { notify, notifyError, type Role, ROLE_LABELS, ROLES, type User, useReadError } from 'shell/sdk';
import { fullNameOf, PageHeader, SearchInput, ShowMore, StatCard, UserAvatar } from 'shell/sdk/ui';

import { filteredTotal, type RoleFilter } from './teamCounts';
import { useChangeRoleMutation, useGetTeamCountsQuery, useGetTeamMembersInfiniteQuery } from './teamApi';

const styles = {
  stats: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 16, marginBottom: 16 },
  statHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  statValue: { fontSize: '1.8rem', fontWeight: 700, margin: '4px 0' },
  member: { display: 'flex', alignItems: 'center', gap: 12, padding: '12px 0', borderBottom: '1px solid #f0f0f0', flexWrap: 'wrap' as const },
  who: { flex: '1 1 200px', minWidth: 0 },
  tools: { display: 'flex', gap: 8, flexWrap: 'wrap' as const, marginBottom: 8 },
  contact: { display: 'block', overflowWrap: 'anywhere' as const },
} as const;

const FILTERS: Array<{ value: RoleFilter; label: string }> = [
  { value: 'all', label: 'All roles' },
  { value: 'admin', label: ROLE_LABELS.admin },
  { value: 'foreman', label: ROLE_LABELS.foreman },
  { value: 'worker', label: ROLE_LABELS.worker },
];

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function MemberRow({ member, onChangeRole }: { member: User; onChangeRole: (member: User, role: Role) => void }) {
  const name = fullNameOf(member);
  return (
    <li style={styles.member} aria-label={name}>
      <UserAvatar person={member} />
      <div style={styles.who}>
        <Typography.Text strong>{name}</Typography.Text>
        <Typography.Text type="secondary" style={styles.contact}>
          {member.email}
        </Typography.Text>
        <Typography.Text type="secondary" style={styles.contact}>
          {member.phoneNumber}
        </Typography.Text>
      </div>
      <Select<Role>
        value={member.role}
        options={ROLE_OPTIONS}
        onChange={(role) => onChangeRole(member, role)}
        aria-label={`Role of ${name}`}
        style={{ width: 140 }}
      />
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

  // A member who changed role between two pages may show twice: keep the first.
  const seen = new Set<string>();
  const shown = (members.data?.pages ?? []).flat().filter((member) => !seen.has(member.id) && Boolean(seen.add(member.id)));
  // currentData: a previous search's count is never shown as this one's.
  const total = filteredTotal(search ? searchedCounts.currentData : counts.data, filter);
  const count = (value: number | undefined) => value ?? 0;

  function confirmRoleChange(member: User, role: Role) {
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
      <PageHeader title="Team Management" subtitle="Manage team members and their roles" />
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginBottom: 16 }} />}

      <div style={styles.stats}>
        <StatCard title="Total Members" value={count(counts.data?.total)} icon={<TeamOutlined />} />
        <StatCard title="Admins" value={count(counts.data?.admin)} icon={<CrownOutlined />} />
        <StatCard title="Foremen" value={count(counts.data?.foreman)} icon={<SafetyOutlined />} />
        <StatCard title="Employees" value={count(counts.data?.worker)} icon={<ToolOutlined />} />
      </div>

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
                <MemberRow key={member.id} member={member} onChangeRole={confirmRoleChange} />
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
