// PIN sign-up locked after repeated wrong PINs: one alert per locked role, with Reopen.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import dayjs from 'dayjs';
import { formatDate, notify, notifyError } from 'shell/sdk';

import { useGetSignUpLocksQuery, useReopenSignUpMutation } from './teamApi';

const ROLES = [
  { role: 'admin', label: 'Admin' },
  { role: 'foreman', label: 'Foreman' },
] as const;

export function SignUpLockAlerts() {
  const { data } = useGetSignUpLocksQuery();
  const [reopen, reopening] = useReopenSignUpMutation();
  if (!data) return null;

  async function reopenRole(role: 'admin' | 'foreman', label: string) {
    try {
      await reopen(role).unwrap();
      notify({ title: `${label} sign-up reopened`, description: `People with the ${label.toLowerCase()} PIN can register again.` });
    } catch (error) {
      notifyError(error, `Failed to reopen ${label.toLowerCase()} sign-up`);
    }
  }

  return (
    <>
      {ROLES.filter(({ role }) => data[role].locked).map(({ role, label }) => (
        <Alert
          key={role}
          type="warning"
          showIcon
          title={`${label} sign-up locked after repeated wrong PINs`}
          description={`Nobody can register as ${label.toLowerCase()} with the PIN until you reopen it${data[role].lockedUntil ? ` or until ${formatDate(data[role].lockedUntil)}, ${dayjs(data[role].lockedUntil).format('h:mm A')}` : ''}. Invite people instead, or reopen it if the attempts were yours.`}
          action={
            <Button
              size="small"
              onClick={() => void reopenRole(role, label)}
              loading={reopening.isLoading && reopening.originalArgs === role}
              aria-label={`Reopen ${label.toLowerCase()} sign-up`}
            >
              Reopen
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      ))}
    </>
  );
}
