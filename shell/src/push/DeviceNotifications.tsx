// "Notifications on this device", opened in the bell's panel (its title is the panel's toggle): turning web pushes on here (the browser
// asks for permission, subscribes with the server's key, the server stores it for this login) or
// off, what the browser allows, and the person's devices with notifications on, each removable.
import { useEffect, useState } from 'react';

import { useT } from '../messages';
import { localeTag, notifyError } from '../sdk';
import { Tag } from '../sdk/Tag';
import { browserPushState, subscribeBrowser, subscriptionBody, unsubscribeBrowser, type BrowserPushState } from './browserPush';
import {
  useGetPushDevicesQuery,
  useLazyGetVapidPublicKeyQuery,
  useRemovePushDeviceMutation,
  useSavePushSubscriptionMutation,
  type PushDevice,
} from './pushApi';

function DeviceName({ device }: { device: PushDevice }) {
  const { t } = useT();
  if (device.browser && device.os) return <>{t('push.deviceOn', { browser: device.browser, os: device.os })}</>;
  return <>{device.browser ?? device.os ?? device.pushService}</>;
}

function deviceLabel(device: PushDevice, t: ReturnType<typeof useT>['t']): string {
  if (device.browser && device.os) return t('push.deviceOn', { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? device.pushService;
}

export default function DeviceNotifications() {
  const { t, language } = useT();
  const [state, setState] = useState<BrowserPushState | null>(null);
  const [busy, setBusy] = useState(false);
  const devices = useGetPushDevicesQuery();
  const [loadKey] = useLazyGetVapidPublicKeyQuery();
  const [save] = useSavePushSubscriptionMutation();
  const [remove, removing] = useRemovePushDeviceMutation();
  const dates = new Intl.DateTimeFormat(localeTag(language), { month: 'short', day: 'numeric', year: 'numeric' });

  useEffect(() => {
    let current = true;
    void browserPushState().then((found) => current && setState(found));
    return () => {
      current = false;
    };
  }, []);

  // On here when the server holds this login's device (a browser's subscription it no longer holds,
  // removed from another device, reads as off: turning on posts it again).
  const thisDevice = devices.data?.find((device) => device.thisDevice);
  const on = Boolean(thisDevice);

  const turnOn = async () => {
    setBusy(true);
    try {
      const { publicKey } = await loadKey().unwrap();
      const subscription = await subscribeBrowser(publicKey);
      setState(await browserPushState());
      if (subscription) await save(subscriptionBody(subscription)).unwrap();
    } catch (error) {
      notifyError(error, t('push.turnOnFailed'));
    } finally {
      setBusy(false);
    }
  };

  const removeDevice = async (device: PushDevice) => {
    try {
      await remove(device.id).unwrap();
      // This browser's own: its subscription ends too, so nothing it holds can be posted again.
      if (device.thisDevice) await unsubscribeBrowser();
    } catch (error) {
      notifyError(error, t('push.removeFailed'));
    }
  };

  const turnOff = async () => {
    setBusy(true);
    if (thisDevice) await removeDevice(thisDevice);
    else await unsubscribeBrowser();
    setBusy(false);
  };

  const explanation =
    state === 'unsupported'
      ? t('push.unsupported')
      : state === 'unavailable'
        ? t('push.unavailable')
        : state === 'denied'
          ? t('push.blocked')
          : on
            ? t('push.onHere')
            : t('push.offHere');

  return (
    <div className="push-devices">
      <p className="text-secondary push-devices-text" role="status">
        {state === null ? t('push.checking') : explanation}
      </p>
      {(state === 'default' || state === 'granted') && (
        <button
          type="button"
          className={`btn btn-sm${on ? '' : ' btn-primary'}`}
          aria-pressed={on}
          aria-busy={busy}
          disabled={busy || devices.isLoading}
          onClick={() => void (on ? turnOff() : turnOn())}
        >
          {on ? t('push.turnOff') : t('push.turnOn')}
        </button>
      )}
      {devices.isError ? (
        <p className="text-secondary">{t('push.devicesFailed')}</p>
      ) : devices.data && devices.data.length > 0 ? (
        <>
          <h4 className="push-devices-subtitle">{t('push.yourDevices')}</h4>
          <ul className="plain-list push-device-list">
            {devices.data.map((device) => (
              <li key={device.id} className="plain-list-row push-device">
                <span className="push-device-text">
                  <span className="push-device-name">
                    <span className="text-strong">
                      <DeviceName device={device} />
                    </span>
                    {device.thisDevice && <Tag color="blue">{t('push.thisDevice')}</Tag>}
                  </span>
                  <span className="text-secondary push-device-dates">
                    {t('push.added', { date: dates.format(new Date(device.createdAt)) })}
                    {device.lastUsedAt ? ` · ${t('push.lastNotified', { date: dates.format(new Date(device.lastUsedAt)) })}` : ''}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  aria-label={t('push.removeDevice', { device: deviceLabel(device, t) })}
                  disabled={removing.isLoading}
                  onClick={() => void removeDevice(device)}
                >
                  {t('push.remove')}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
