// The sidebar's user block: avatar (image, else initials, else 'U'), full name, role badge.
import { type User } from '../sdk';
import { fullNameOf, RoleBadge, UserAvatar } from '../sdk/people';

export function UserBlock({ user, collapsed }: { user: User; collapsed: boolean }) {
  return (
    <div className={`user-block${collapsed ? ' collapsed' : ''}`}>
      <UserAvatar person={user} size={collapsed ? 32 : 40} />
      {!collapsed && (
        <div className="user-block-text">
          <div className="user-block-name">{fullNameOf(user)}</div>
          <RoleBadge role={user.role} />
        </div>
      )}
    </div>
  );
}
