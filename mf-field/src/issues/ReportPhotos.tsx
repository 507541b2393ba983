// The report form's photos: Take a Photo (the camera) and Choose Photos (files or the gallery),
// the chosen ones previewed with Remove before sending, then each one's state while it is sent.
import CameraOutlined from '@ant-design/icons/CameraOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { type ChangeEvent, useId, useRef } from 'react';

import { useT } from '../messages';
import { MAX_PHOTOS, type PhotoState, type PickedPhoto } from './reportPhotos';

const STATE_COLORS: Record<PhotoState, string> = { waiting: 'default', sending: 'processing', sent: 'success', waitingToSend: 'warning', failed: 'error' };

interface ReportPhotosProps {
  photos: readonly PickedPhoto[];
  /** False while a report is being sent: nothing can be added or removed. */
  editable: boolean;
  onPick(files: File[]): void;
  onRemove(key: string): void;
}

export function ReportPhotos({ photos, editable, onPick, onRemove }: ReportPhotosProps) {
  const { t } = useT();
  const labelId = useId();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const full = photos.length >= MAX_PHOTOS;

  function picked(event: ChangeEvent<HTMLInputElement>) {
    onPick(Array.from(event.target.files ?? []));
    // The same file may be chosen again after a Remove.
    event.target.value = '';
  }

  return (
    <div role="group" aria-labelledby={labelId} style={{ marginBottom: 24 }}>
      <Typography.Text id={labelId} style={{ display: 'block', paddingBottom: 8 }}>
        {t('issues.photos.label', { max: MAX_PHOTOS })}
      </Typography.Text>
      {/* The inputs are opened by the buttons: one asks for the camera, the other for files (several at once). */}
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-label={t('issues.photos.take')}
        onChange={picked}
      />
      <input
        ref={gallery}
        type="file"
        accept="image/*"
        multiple
        hidden
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-label={t('issues.photos.choose')}
        onChange={picked}
      />
      <Space wrap>
        <Button icon={<CameraOutlined />} disabled={!editable || full} onClick={() => camera.current?.click()}>
          {t('issues.photos.take')}
        </Button>
        <Button icon={<PictureOutlined />} disabled={!editable || full} onClick={() => gallery.current?.click()}>
          {t('issues.photos.choose')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('issues.photos.hint')}
      </Typography.Paragraph>
      {photos.length > 0 && (
        <ul aria-label={t('issues.photos.chosen')} style={{ padding: 0, margin: '8px 0 0', listStyle: 'none' }}>
          {photos.map((photo, index) => (
            <li key={photo.key} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '4px 0' }}>
              <img
                src={photo.previewUrl}
                alt={t('issues.photos.preview', { number: index + 1, name: photo.file.name })}
                width={56}
                height={56}
                style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
              />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text ellipsis style={{ display: 'block' }}>
                  {photo.file.name}
                </Typography.Text>
                {photo.state !== 'waiting' && <Tag color={STATE_COLORS[photo.state]}>{t(`issues.photos.state.${photo.state}`)}</Tag>}
                {photo.error && (
                  <Typography.Text type="danger" style={{ display: 'block' }}>
                    {photo.error}
                  </Typography.Text>
                )}
              </div>
              {editable && photo.state !== 'sent' && (
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('issues.photos.remove', { number: index + 1, name: photo.file.name })}
                  onClick={() => onRemove(photo.key)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
