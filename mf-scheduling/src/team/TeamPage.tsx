// Team Management (/team, admin): counts, a role filter and the member list with a role
// selector. A role change is confirmed first; the server then logs the member out.
// Admins also invite people (Invite member, Pending invitations), deactivate and reactivate
// members (confirmed; never themselves), and reopen PIN sign-up locked by wrong PINs.
// Each worker's, foreman's and admin's hourly rate shows on their row (the list is an admin's:
// nobody else ever reads a rate) with Edit rate, which sets, changes or clears it; clients are not
// paid by the hour and have none.
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
import { formatMoney, notify, notifyError, type Role, ROLE_LABELS, ROLES, useCurrentUser, useReadError } from 'shell/sdk';
import { fullNameOf, PageHeader, SearchInput, ShowMore, StatCard, UserAvatar } from 'shell/sdk/ui';

import { useT } from '../messages';
import { InviteMemberDialog } from './InviteMemberDialog';
import { PayRateDialog } from './PayRateDialog';
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

const FILTER_ROLES = ['admin', 'foreman', 'worker'] as const;

interface MemberRowProps {
  member: Member;
  /** The admin looking: they cannot deactivate themselves. */
  isSelf: boolean;
  onChangeRole: (member: Member, role: Role) => void;
  onSetActive: (member: Member, active: boolean) => void;
  onEditRate: (member: Member) => void;
}

function MemberRow({ member, isSelf, onChangeRole, onSetActive, onEditRate }: MemberRowProps) {
  const { t } = useT();
  const name = fullNameOf(member);
  // Built while rendering: the role names follow the language.
  const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
  return (
    <li style={styles.member} aria-label={name}>
      <UserAvatar person={member} />
      <div style={styles.who}>
        <Typography.Text strong>{name}</Typography.Text> {!member.active && <Tag>{t('team.member.deactivated')}</Tag>}
        <Typography.Text type="secondary" style={styles.contact}>
          {member.email}
        </Typography.Text>
        <Typography.Text type="secondary" style={styles.contact}>
          {member.phoneNumber}
        </Typography.Text>
        {member.role !== 'client' && (
          <Typography.Text style={styles.contact}>
            {member.hourlyRate === null ? t('team.payRate.none') : t('team.payRate.perHour', { amount: formatMoney(member.hourlyRate) })}
          </Typography.Text>
        )}
      </div>
      <div style={styles.actions}>
        {member.role !== 'client' && (
          <Button onClick={() => onEditRate(member)} aria-label={t('team.payRate.editLabel', { name })}>
            {t('team.payRate.edit')}
          </Button>
        )}
        <Select<Role>
          value={member.role}
          options={roleOptions}
          onChange={(role) => onChangeRole(member, role)}
          aria-label={t('team.member.roleLabel', { name })}
          style={{ width: 150 }}
        />
        {member.active ? (
          !isSelf && (
            <Button danger onClick={() => onSetActive(member, false)} aria-label={t('team.member.deactivateLabel', { name })}>
              {t('team.member.deactivate')}
            </Button>
          )
        ) : (
          <Button onClick={() => onSetActive(member, true)} aria-label={t('team.member.reactivateLabel', { name })}>
            {t('team.member.reactivate')}
          </Button>
        )}
      </div>
    </li>
  );
}

export default function TeamPage() {
  const { t } = useT();
  const { modal } = App.useApp();
  const [filter, setFilter] = useState<RoleFilter>('all');
  const [search, setSearch] = useState('');
  const counts = useGetTeamCountsQuery('');
  // A search's own counts, so its list says "Showing 50 of 312" while more pages remain.
  const searchedCounts = useGetTeamCountsQuery(search, { skip: !search });
  const members = useGetTeamMembersInfiniteQuery({ role: filter, search });
  const loadError = useReadError(t('team.loadError'), members, counts, searchedCounts);
  const [changeRole] = useChangeRoleMutation();
  const [setMemberActive] = useSetMemberActiveMutation();
  const { user: me } = useCurrentUser();
  const [inviting, setInviting] = useState(false);
  const [rating, setRating] = useState<Member | null>(null);

  // A member who changed role between two pages may show twice: keep the first.
  const seen = new Set<string>();
  const shown = (members.data?.pages ?? []).flat().filter((member) => !seen.has(member.id) && Boolean(seen.add(member.id)));
  // currentData: a previous search's count is never shown as this one's.
  const total = filteredTotal(search ? searchedCounts.currentData : counts.data, filter);
  const count = (value: number | undefined) => value ?? 0;
  const filters: Array<{ value: RoleFilter; label: string }> = [
    { value: 'all', label: t('team.allRoles') },
    ...FILTER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
  ];

  function confirmSetActive(member: Member, active: boolean) {
    const name = fullNameOf(member);
    modal.confirm({
      title: active ? t('team.active.reactivateTitle') : t('team.active.deactivateTitle'),
      content: active ? t('team.active.reactivateContent', { name }) : t('team.active.deactivateContent', { name }),
      okText: active ? t('team.member.reactivate') : t('team.member.deactivate'),
      okButtonProps: active ? undefined : { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await setMemberActive({ id: member.id, active }).unwrap();
          notify({
            title: active ? t('team.active.reactivated') : t('team.active.deactivated'),
            description: active ? t('team.active.reactivatedDescription', { name }) : t('team.active.deactivatedDescription', { name }),
          });
        } catch (error) {
          notifyError(error, active ? t('team.active.reactivateFailed') : t('team.active.deactivateFailed'));
        }
      },
    });
  }

  function confirmRoleChange(member: Member, role: Role) {
    const name = fullNameOf(member);
    modal.confirm({
      title: t('team.role.title'),
      content: t('team.role.content', { name, from: ROLE_LABELS[member.role], to: ROLE_LABELS[role] }),
      okText: t('team.role.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await changeRole({ id: member.id, role }).unwrap();
          notify({ title: t('team.role.updated'), description: t('team.role.updatedDescription', { name, role: ROLE_LABELS[role] }) });
        } catch (error) {
          notifyError(error, t('team.role.failed'));
        }
      },
    });
  }

  return (
    <div>
      <PageHeader
        title={t('team.title')}
        subtitle={t('team.subtitle')}
        actions={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            {t('team.invite')}
          </Button>
        }
      />
      <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
      {rating && <PayRateDialog member={rating} onClose={() => setRating(null)} />}
      <SignUpLockAlerts />
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}

      <div style={styles.stats}>
        <StatCard title={t('team.totalMembers')} value={count(counts.data?.total)} icon={<TeamOutlined />} />
        <StatCard title={t('team.admins')} value={count(counts.data?.admin)} icon={<CrownOutlined />} />
        <StatCard title={t('team.foremen')} value={count(counts.data?.foreman)} icon={<SafetyOutlined />} />
        <StatCard title={t('team.employees')} value={count(counts.data?.worker)} icon={<ToolOutlined />} />
      </div>

      <PendingInvitations />

      <Card title={t('team.members')}>
        <div style={styles.tools}>
          <SearchInput
            aria-label={t('team.searchLabel')}
            placeholder={t('team.searchPlaceholder')}
            onSearch={setSearch}
            style={{ flex: '1 1 200px', minWidth: 0 }}
          />
          <Select<RoleFilter> value={filter} options={filters} onChange={setFilter} aria-label={t('team.filterLabel')} style={{ width: 160 }} />
        </div>
        {members.isLoading ? (
          <Skeleton active avatar />
        ) : shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('team.empty')} />
        ) : (
          <>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('team.listLabel')} aria-busy={members.isFetching}>
              {shown.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  isSelf={member.id === me?.id}
                  onChangeRole={confirmRoleChange}
                  onSetActive={confirmSetActive}
                  onEditRate={setRating}
                />
              ))}
            </ul>
            <ShowMore
              shown={shown.length}
              total={total}
              hasMore={members.hasNextPage}
              loading={members.isFetchingNextPage}
              onShowMore={() => void members.fetchNextPage()}
              what={t('team.showMoreWhat')}
            />
          </>
        )}
      </Card>
    </div>
  );
}
