import { parsePushEndpointHosts } from '../config/app-config';
import { allowedEndpoint } from './push-endpoints';

describe('allowedEndpoint (which addresses the server posts pushes to)', () => {
  const hosts = parsePushEndpointHosts('fcm.googleapis.com,*.notify.windows.com,localhost:9443');

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://FCM.googleapis.com:443/fcm/send/abc',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
    'https://a.b.notify.windows.com/w',
    'https://localhost:9443/push/1',
  ])('admits %s', (endpoint) => expect(allowedEndpoint(endpoint, hosts)).not.toBeNull());

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com/x',
    'https://notify.windows.com/w',
    'https://localhost/push/1',
    'https://user@fcm.googleapis.com/x',
    'wss://fcm.googleapis.com/x',
    'not a url',
  ])('refuses %s', (endpoint) => expect(allowedEndpoint(endpoint, hosts)).toBeNull());
});
