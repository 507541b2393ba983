// How a person is shown anywhere in the app: avatar (image, else initials, else 'U'), full name, role badge.
import Avatar from 'antd/es/avatar';
import Tag from 'antd/es/tag';

import { normalizeRole, ROLE_COLORS, ROLE_LABELS, type Role } from './roles';

interface Named {
  firstName?: string | null;
  lastName?: string | null;
}

export function initialsOf(person: Named): string {
  const initials = `${person.firstName?.trim()[0] ?? ''}${person.lastName?.trim()[0] ?? ''}`.toUpperCase();
  return initials || 'U';
}

export function fullNameOf(person: Named): string {
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
}

export function UserAvatar({ person, size = 40 }: { person: Named & { profileImageUrl?: string | null }; size?: number }) {
  return (
    <Avatar src={person.profileImageUrl || undefined} alt={fullNameOf(person)} size={size} style={{ flexShrink: 0 }}>
      {initialsOf(person)}
    </Avatar>
  );
}

export function RoleBadge({ role }: { role: Role | string }) {
  const normalized = normalizeRole(role);
  return (
    <Tag color={ROLE_COLORS[normalized]} data-testid="role-badge">
      {ROLE_LABELS[normalized]}
    </Tag>
  );
}
