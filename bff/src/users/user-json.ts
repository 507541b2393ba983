import type { Role } from '../common/roles';
import type { Language } from '../i18n/language';
import type { User } from './user.entity';

/** The public shape of a user: never the password hash. */
export interface UserJson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: Role;
  profileImageUrl: string | null;
}

/** The logged-in person as they see themselves: with their language, which decides what the server sends them. */
export interface CurrentUserJson extends UserJson {
  language: Language;
}

export function toCurrentUserJson(user: Pick<User, keyof CurrentUserJson>): CurrentUserJson {
  return { ...toUserJson(user), language: user.language };
}

/** A member as admins manage them (Team Management, the pickers): with whether they are active. */
export interface MemberJson extends UserJson {
  active: boolean;
}

/** A member on Team Management (an admin's list): with their hourly rate, which only admins ever see. */
export interface TeamMemberJson extends MemberJson {
  /** Dollars an hour as a decimal string, or null when not set. */
  hourlyRate: string | null;
}

/** What non-admins see of other people: no email, no phone number. */
export type UserSummaryJson = Omit<UserJson, 'email' | 'phoneNumber'>;

export function toUserJson(user: Pick<User, keyof UserJson>): UserJson {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
  };
}

export function toMemberJson(
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'role' | 'profileImageUrl' | 'deactivatedAt'>,
): MemberJson {
  return { ...toUserJson(user), active: user.deactivatedAt === null };
}
