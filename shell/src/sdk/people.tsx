// How a person is shown anywhere in the app: avatar (image, else initials, else 'U'), full name, role badge.
// Plain markup (.avatar, .tag in index.html): the sidebar shows both on every logged-in screen.
import { normalizeRole, ROLE_COLORS, ROLE_LABELS, type Role } from './roles';
import { Tag } from './Tag';

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
  const name = fullNameOf(person);
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }}>
      {person.profileImageUrl ? <img src={person.profileImageUrl} alt={name} /> : initialsOf(person)}
    </span>
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
