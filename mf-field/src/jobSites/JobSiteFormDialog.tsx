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
import { STATUS_OPTIONS } from './siteStatus';

interface SiteValues {
  name: string;
  address: string;
  foremanId?: string;
  status: JobSiteStatus;
  latitude?: number | null;
  longitude?: number | null;
  progressPercentage?: number | null;
  estimatedCompletionDate?: string;
}

const pairRule =
  (other: 'latitude' | 'longitude', label: string) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: number | null | undefined) => {
      const otherValue = getFieldValue(other);
      const filled = value !== null && value !== undefined;
      const otherFilled = otherValue !== null && otherValue !== undefined;
      return filled || !otherFilled ? Promise.resolve() : Promise.reject(new Error(`${label} is needed with the ${other}`));
    },
  });

/** Foremen are searched on the server, a page at a time (50 at company scale, more to come). */
const FOREMEN_PATH = '/users/foremen';
const foremanOption = (foreman: User): RemoteSearchOption => ({ value: foreman.id, label: fullNameOf(foreman) });

/** Degrees as the server stores them (6 decimals). */
const sixDecimals = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The browser's position, once (an admin standing on the site). */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 15_000 }));
}

/** `site` given: the edit dialog; else the create dialog. */
export function JobSiteFormDialog({ site, onClose }: { site?: JobSite; onClose: () => void }) {
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
      notify({ title: 'Location filled in', description: `Your position, accurate to about ${Math.round(coords.accuracy)} m.` });
    } catch (error) {
      const message = (error as GeolocationPositionError).message || 'The browser did not give a position.';
      notify({ title: 'Could not get your location', description: message, variant: 'destructive' });
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
      notify({ title: 'Coordinates found', description: place.displayName });
    } catch (error) {
      notifyError(error, 'Failed to find the address');
    }
  }

  async function onSubmit(values: SiteValues) {
    const coordinates = { latitude: values.latitude ?? null, longitude: values.longitude ?? null };
    try {
      if (site) {
        const changes: JobSiteInput = {
          name: values.name.trim(),
          address: values.address.trim(),
          foremanId: values.foremanId ?? null,
          status: values.status,
          ...coordinates,
          progressPercentage: values.progressPercentage ?? 0,
          estimatedCompletionDate: values.estimatedCompletionDate || null,
        };
        await updateSite({ id: site.id, ...changes }).unwrap();
        notify({ title: 'Job site updated', description: `${changes.name} has been saved.` });
      } else {
        const body: NewJobSite = { name: values.name.trim(), address: values.address.trim(), status: values.status };
        if (values.foremanId) body.foremanId = values.foremanId;
        if (coordinates.latitude !== null && coordinates.longitude !== null) Object.assign(body, coordinates);
        await createSite(body).unwrap();
        notify({ title: 'Job site created', description: `${body.name} has been added.` });
      }
      onClose();
    } catch (error) {
      notifyError(error, site ? 'Failed to update job site' : 'Failed to create job site');
    }
  }

  const submitLabel = site ? (busy ? 'Saving...' : 'Save Changes') : busy ? 'Creating...' : 'Create Job Site';

  return (
    <Modal
      open
      title={site ? 'Edit Job Site' : 'Create Job Site'}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={submitLabel}
      okButtonProps={{ loading: busy }}
      cancelText="Cancel"
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
                progressPercentage: site.progressPercentage,
                estimatedCompletionDate: site.estimatedCompletionDate ?? '',
              }
            : { status: 'active' }
        }
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required' }]}>
          <Input maxLength={200} placeholder="Riverside Warehouse Deconstruction" />
        </Form.Item>
        <Form.Item name="address" label="Address" rules={[{ required: true, whitespace: true, message: 'Address is required' }]}>
          <Input maxLength={500} placeholder="2150 S Canal St, Chicago, IL 60616" />
        </Form.Item>
        <Form.Item name="foremanId" label="Foreman">
          <RemoteSearchSelect<User>
            path={FOREMEN_PATH}
            toOption={foremanOption}
            valueLabel={site?.foreman ? fullNameOf(site.foreman) : undefined}
            placeholder="Select a foreman"
            emptyPlaceholder="No foremen yet"
            aria-label="Foreman"
          />
        </Form.Item>
        <Form.Item name="status" label="Status">
          <Select options={STATUS_OPTIONS} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <Form.Item
            name="latitude"
            label="Latitude (optional)"
            dependencies={['longitude']}
            rules={[pairRule('longitude', 'Latitude')]}
            style={{ flex: '1 1 140px' }}
          >
            <InputNumber min={-90} max={90} step={0.000001} precision={6} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="longitude"
            label="Longitude (optional)"
            dependencies={['latitude']}
            rules={[pairRule('latitude', 'Longitude')]}
            style={{ flex: '1 1 140px' }}
          >
            <InputNumber min={-180} max={180} step={0.000001} precision={6} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Typography.Paragraph type="secondary" id="coordinates-use" style={{ marginTop: -8 }}>
          Used for directions to the site (Navigate to Site) and by the time clock to check that people are at the site.
        </Typography.Paragraph>
        {(canLocate || geocoder.data?.available) && (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}>
            {canLocate && (
              <Button icon={<AimOutlined />} loading={locating} onClick={fillFromMyLocation} aria-describedby="coordinates-use">
                Use my current location
              </Button>
            )}
            {geocoder.data?.available && (
              <Button icon={<SearchOutlined />} loading={finding} onClick={findFromAddress} aria-describedby="coordinates-use">
                Find from address
              </Button>
            )}
          </div>
        )}
        {site && (
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-end' }}>
            <Form.Item
              name="progressPercentage"
              label="Progress (%)"
              rules={[{ type: 'integer', min: 0, max: 100, message: 'Progress must be a whole number from 0 to 100' }]}
              style={{ flex: '1 1 140px' }}
            >
              <InputNumber min={0} max={100} step={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="estimatedCompletionDate" label="Estimated completion" style={{ flex: '1 1 140px' }}>
              <Input type="date" />
            </Form.Item>
          </div>
        )}
      </Form>
    </Modal>
  );
}
