// The sidebar's user block: avatar (image, else initials, else 'U'), full name, role badge.
import Avatar from 'antd/es/avatar';
import Tag from 'antd/es/tag';

import { initialsOf, normalizeRole, ROLE_COLORS, ROLE_LABELS, type User } from '../sdk';

export function UserBlock({ user, collapsed }: { user: User; collapsed: boolean }) {
  const role = normalizeRole(user.role);
  const fullName = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return (
    <div className={`user-block${collapsed ? ' collapsed' : ''}`}>
      <Avatar src={user.profileImageUrl || undefined} alt={fullName} size={collapsed ? 32 : 40} style={{ flexShrink: 0 }}>
        {initialsOf(user)}
      </Avatar>
      {!collapsed && (
        <div className="user-block-text">
          <div className="user-block-name">{fullName}</div>
          <Tag color={ROLE_COLORS[role]} data-testid="role-badge">
            {ROLE_LABELS[role]}
          </Tag>
        </div>
      )}
    </div>
  );
}
