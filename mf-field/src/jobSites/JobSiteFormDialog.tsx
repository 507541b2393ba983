// Create a job site (name and address required; foreman; status; optional coordinates, typed, taken
// from the admin's own position on the site, or found from the address when the server has a
// geocoder) or edit one (also progress 0-100 and the estimated completion date, which clients see
// on their work orders).
import AimOutlined from '@ant-design/icons/AimOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { notify, notifyError, type JobSite, type JobSiteStatus, type User } from 'shell/sdk';
import { fullNameOf, RemoteSearchSelect, type RemoteSearchOption } from 'shell/sdk/ui';

import {
  useCreateJobSiteMutation,
  useGetGeocoderQuery,
  useLazyGeocodeAddressQuery,
  useUpdateJobSiteMutation,
  type JobSiteInput,
  type NewJobSite,
} from '../fieldApi';
import { useT } from '../messages';
import { statusOptions } from './siteStatus';

interface SiteValues {
  name: string;
  address: string;
  foremanId?: string;
  status: JobSiteStatus;
  latitude?: number | null;
  longitude?: number | null;
  geofenceRadiusMeters?: number | null;
  progressPercentage?: number | null;
  estimatedCompletionDate?: string;
}

const pairRule =
  (other: 'latitude' | 'longitude', message: string) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: number | null | undefined) => {
      const otherValue = getFieldValue(other);
      const filled = value !== null && value !== undefined;
      const otherFilled = otherValue !== null && otherValue !== undefined;
      return filled || !otherFilled ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });

/** Foremen are searched on the server, a page at a time (50 at company scale, more to come). */
const FOREMEN_PATH = '/users/foremen';
const foremanOption = (foreman: User): RemoteSearchOption => ({ value: foreman.id, label: fullNameOf(foreman) });

/** The time clock's radius around a site, in meters (the server's range and default). */
export const GEOFENCE_RADIUS = { min: 50, max: 5000, default: 300 } as const;

/** Degrees as the server stores them (6 decimals). */
const sixDecimals = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The browser's position, once (an admin standing on the site). */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 15_000 }));
}

/** `site` given: the edit dialog; else the create dialog. */
/** Why the browser gave no position, from the error's code (its own message is in the browser's language, not the reader's). */
function locationProblem(error: unknown): 'siteForm.locationDenied' | 'siteForm.locationTimeout' | 'siteForm.locationUnavailable' {
  const code = (error as Partial<GeolocationPositionError> | null)?.code;
  return code === 1 ? 'siteForm.locationDenied' : code === 3 ? 'siteForm.locationTimeout' : 'siteForm.locationUnavailable';
}

export function JobSiteFormDialog({ site, onClose }: { site?: JobSite; onClose: () => void }) {
  const { t } = useT();
  const [form] = Form.useForm<SiteValues>();
  const [createSite, { isLoading: creating }] = useCreateJobSiteMutation();
  const [updateSite, { isLoading: updating }] = useUpdateJobSiteMutation();
  const busy = creating || updating;
  const geocoder = useGetGeocoderQuery();
  const [geocode, { isFetching: finding }] = useLazyGeocodeAddressQuery();
  const [locating, setLocating] = useState(false);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  function fillCoordinates(latitude: number, longitude: number) {
    form.setFieldsValue({ latitude: sixDecimals(latitude), longitude: sixDecimals(longitude) });
    void form.validateFields(['latitude', 'longitude']);
  }

  async function fillFromMyLocation() {
    setLocating(true);
    try {
      const { coords } = await currentPosition();
      fillCoordinates(coords.latitude, coords.longitude);
      notify({ title: t('siteForm.locationFilled'), description: t('siteForm.locationFilledText', { meters: Math.round(coords.accuracy) }) });
    } catch (error) {
      notify({ title: t('siteForm.locationFailed'), description: t(locationProblem(error)), variant: 'destructive' });
    } finally {
      setLocating(false);
    }
  }

  async function findFromAddress() {
    const address = String(form.getFieldValue('address') ?? '').trim();
    if (!address) {
      await form.validateFields(['address']);
      return;
    }
    try {
      const place = await geocode(address).unwrap();
      fillCoordinates(place.latitude, place.longitude);
      notify({ title: t('siteForm.coordinatesFound'), description: place.displayName });
    } catch (error) {
      notifyError(error, t('siteForm.findFailed'));
    }
  }

  async function onSubmit(values: SiteValues) {
    const coordinates = { latitude: values.latitude ?? null, longitude: values.longitude ?? null };
    const geofenceRadiusMeters = values.geofenceRadiusMeters ?? GEOFENCE_RADIUS.default;
    try {
      if (site) {
        const changes: JobSiteInput = {
          name: values.name.trim(),
          address: values.address.trim(),
          foremanId: values.foremanId ?? null,
          status: values.status,
          ...coordinates,
          geofenceRadiusMeters,
          progressPercentage: values.progressPercentage ?? 0,
          estimatedCompletionDate: values.estimatedCompletionDate || null,
        };
        await updateSite({ id: site.id, ...changes }).unwrap();
        notify({ title: t('siteForm.updated'), description: t('siteForm.updatedText', { site: changes.name }) });
      } else {
        const body: NewJobSite = { name: values.name.trim(), address: values.address.trim(), status: values.status, geofenceRadiusMeters };
        if (values.foremanId) body.foremanId = values.foremanId;
        if (coordinates.latitude !== null && coordinates.longitude !== null) Object.assign(body, coordinates);
        await createSite(body).unwrap();
        notify({ title: t('siteForm.created'), description: t('siteForm.createdText', { site: body.name }) });
      }
      onClose();
    } catch (error) {
      notifyError(error, site ? t('siteForm.updateFailed') : t('siteForm.createFailed'));
    }
  }

  const submitLabel = site ? (busy ? t('siteForm.saving') : t('siteForm.save')) : busy ? t('siteForm.creating') : t('siteForm.create');

  return (
    <Modal
      open
      title={site ? t('siteForm.editTitle') : t('siteForm.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={submitLabel}
      okButtonProps={{ loading: busy }}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onSubmit}
        requiredMark={false}
        initialValues={
          site
            ? {
                name: site.name,
                address: site.address,
                foremanId: site.foremanId ?? undefined,
                status: site.status,
                latitude: site.latitude === null ? null : Number(site.latitude),
                longitude: site.longitude === null ? null : Number(site.longitude),
                geofenceRadiusMeters: site.geofenceRadiusMeters,
                progressPercentage: site.progressPercentage,
                estimatedCompletionDate: site.estimatedCompletionDate ?? '',
              }
            : { status: 'active', geofenceRadiusMeters: GEOFENCE_RADIUS.default }
        }
      >
        <Form.Item name="name" label={t('siteForm.name')} rules={[{ required: true, whitespace: true, message: t('siteForm.nameRequired') }]}>
          <Input maxLength={200} placeholder={t('siteForm.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="address" label={t('siteForm.address')} rules={[{ required: true, whitespace: true, message: t('siteForm.addressRequired') }]}>
          <Input maxLength={500} placeholder={t('siteForm.addressPlaceholder')} />
        </Form.Item>
        <Form.Item name="foremanId" label={t('siteForm.foreman')}>
          <RemoteSearchSelect<User>
            path={FOREMEN_PATH}
            toOption={foremanOption}
            valueLabel={site?.foreman ? fullNameOf(site.foreman) : undefined}
            placeholder={t('siteForm.foremanPlaceholder')}
            emptyPlaceholder={t('siteForm.noForemen')}
            aria-label={t('siteForm.foreman')}
          />
        </Form.Item>
        <Form.Item name="status" label={t('siteForm.status')}>
          <Select options={statusOptions(t)} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <Form.Item
            name="latitude"
            label={t('siteForm.latitude')}
            dependencies={['longitude']}
            rules={[pairRule('longitude', t('siteForm.latitudeNeeded'))]}
            style={{ flex: '1 1 140px' }}
          >
            <InputNumber min={-90} max={90} step={0.000001} precision={6} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="longitude"
            label={t('siteForm.longitude')}
            dependencies={['latitude']}
            rules={[pairRule('latitude', t('siteForm.longitudeNeeded'))]}
            style={{ flex: '1 1 140px' }}
          >
            <InputNumber min={-180} max={180} step={0.000001} precision={6} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Typography.Paragraph type="secondary" id="coordinates-use" style={{ marginTop: -8 }}>
          {t('siteForm.coordinatesUse')}
        </Typography.Paragraph>
        <Form.Item
          name="geofenceRadiusMeters"
          label={t('jobSites.form.geofenceRadius')}
          extra={t('jobSites.form.geofenceRadiusHelp')}
          rules={[{ type: 'integer', min: GEOFENCE_RADIUS.min, max: GEOFENCE_RADIUS.max, message: t('jobSites.form.geofenceRadiusInvalid') }]}
        >
          <InputNumber min={GEOFENCE_RADIUS.min} max={GEOFENCE_RADIUS.max} step={50} precision={0} style={{ width: '100%', maxWidth: 220 }} />
        </Form.Item>
        {(canLocate || geocoder.data?.available) && (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}>
            {canLocate && (
              <Button icon={<AimOutlined />} loading={locating} onClick={fillFromMyLocation} aria-describedby="coordinates-use">
                {t('siteForm.useLocation')}
              </Button>
            )}
            {geocoder.data?.available && (
              <Button icon={<SearchOutlined />} loading={finding} onClick={findFromAddress} aria-describedby="coordinates-use">
                {t('siteForm.findAddress')}
              </Button>
            )}
          </div>
        )}
        {site && (
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-end' }}>
            <Form.Item
              name="progressPercentage"
              label={t('siteForm.progress')}
              rules={[{ type: 'integer', min: 0, max: 100, message: t('siteForm.progressInvalid') }]}
              style={{ flex: '1 1 140px' }}
            >
              <InputNumber min={0} max={100} step={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="estimatedCompletionDate" label={t('siteForm.estimatedCompletion')} style={{ flex: '1 1 140px' }}>
              <Input type="date" />
            </Form.Item>
          </div>
        )}
      </Form>
    </Modal>
  );
}
