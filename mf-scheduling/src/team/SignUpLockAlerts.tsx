// PIN sign-up locked after repeated wrong PINs: one alert per locked role, with Reopen.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import dayjs from 'dayjs';
import { formatDate, formatTime, notify, notifyError } from 'shell/sdk';

import { useT } from '../messages';
import { useGetSignUpLocksQuery, useReopenSignUpMutation } from './teamApi';

// The roles whose sign-up takes a PIN; each has its own texts (`team.signUp.<role>.*`): a role's
// name changes form from one sentence to the next in Spanish.
const ROLES = ['admin', 'foreman'] as const;

export function SignUpLockAlerts() {
  const { t } = useT();
  const { data } = useGetSignUpLocksQuery();
  const [reopen, reopening] = useReopenSignUpMutation();
  if (!data) return null;

  async function reopenRole(role: 'admin' | 'foreman') {
    try {
      await reopen(role).unwrap();
      notify({ title: t(`team.signUp.${role}.reopened`), description: t(`team.signUp.${role}.reopenedDescription`) });
    } catch (error) {
      notifyError(error, t(`team.signUp.${role}.reopenFailed`));
    }
  }

  return (
    <>
      {ROLES.filter((role) => data[role].locked).map((role) => {
        const until = data[role].lockedUntil;
        return (
          <Alert
            key={role}
            type="warning"
            showIcon
            title={t(`team.signUp.${role}.title`)}
            description={
              until
                ? t(`team.signUp.${role}.descriptionUntil`, { date: formatDate(until), time: formatTime(dayjs(until).format('HH:mm')) })
                : t(`team.signUp.${role}.description`)
            }
            action={
              <Button
                size="small"
                onClick={() => void reopenRole(role)}
                loading={reopening.isLoading && reopening.originalArgs === role}
                aria-label={t(`team.signUp.${role}.reopenLabel`)}
              >
                {t('team.signUp.reopen')}
              </Button>
            }
            style={{ marginBottom: 16 }}
          />
        );
      })}
    </>
  );
}
