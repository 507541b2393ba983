// An issue's photos in the list: thumbnails as buttons, each opening the full images (antd's
// preview, keyboard and swipe between them). The addresses are the API's, read with the session
// cookie: the server checks on each request that the reader may see the issue.
import Image from 'antd/es/image';
import { cloneElement, type ReactElement, useState } from 'react';

import type { FieldIssue } from '../fieldTypes';
import { useT } from '../messages';

export function IssuePhotoStrip({ issue }: { issue: FieldIssue }) {
  const { t } = useT();
  const [open, setOpen] = useState<number | null>(null);
  if (issue.photos.length === 0) return null;
  const count = issue.photos.length;
  const altOf = (index: number) => t('issues.photos.full', { number: index + 1, count, title: issue.title });

  return (
    <>
      <ul
        aria-label={t('issues.photos.ofIssue', { title: issue.title })}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 0, margin: '8px 0', listStyle: 'none' }}
      >
        {issue.photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('issues.photos.open', { number: index + 1, count, title: issue.title })}
              style={{ padding: 0, border: '1px solid #d9d9d9', borderRadius: 4, background: 'none', cursor: 'zoom-in', display: 'block' }}
            >
              <img src={photo.thumbnailUrl} alt="" width={64} height={64} loading="lazy" style={{ objectFit: 'cover', display: 'block', borderRadius: 4 }} />
            </button>
          </li>
        ))}
      </ul>
      <Image.PreviewGroup
        items={issue.photos.map((photo) => photo.url)}
        // A near-black backdrop, as photo viewers have: antd's lighter one leaves its counter's grey text unreadable.
        styles={{ popup: { mask: { backgroundColor: 'rgba(0, 0, 0, 0.85)' } } }}
        preview={{
          // The preview drops the items' alt (rc-image passes its own, empty): the image gets its words here.
          imageRender: (node, { current }) => cloneElement(node as ReactElement<{ alt?: string }>, { alt: altOf(current ?? 0) }),
          open: open !== null,
          current: open ?? 0,
          onOpenChange: (next) => setOpen(next ? (open ?? 0) : null),
          onChange: (current) => setOpen(current),
        }}
      />
    </>
  );
}
