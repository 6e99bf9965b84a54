import type { Inventory } from '@autobid/contract';
import { CarOutlined, ExpandOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../auction-detail.css';

/** A large photo with thumbnails; tapping the photo opens the full-screen viewer (zoom, swipe). */
export function PhotoGallery({ inventory }: { inventory: Inventory }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const photos = inventory.photos;
  const shown = photos[current] ?? photos[0];
  const title = `${inventory.year} ${inventory.make} ${inventory.model}`;

  if (!shown) {
    return (
      <div className="gallery gallery--empty">
        <CarOutlined />
        <span>{t('auction.noPhoto')}</span>
      </div>
    );
  }

  return (
    <div className="gallery" data-testid="photo-gallery">
      <button type="button" className="gallery__main" onClick={() => setOpen(true)}>
        <img src={shown.url} alt={shown.caption || title} />
        <span className="gallery__count">
          <ExpandOutlined /> {t('detail.photoCount', { count: photos.length })}
        </span>
      </button>
      {photos.length > 1 ? (
        <div className="gallery__thumbs" role="list">
          {photos.map((photo, index) => (
            <button
              type="button"
              role="listitem"
              key={photo.url}
              className={`gallery__thumb${index === current ? ' gallery__thumb--active' : ''}`}
              onClick={() => setCurrent(index)}
              aria-label={photo.caption || `${title} ${index + 1}`}
            >
              <img src={photo.url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
      <Image.PreviewGroup
        items={photos.map((photo) => photo.url)}
        preview={{
          open,
          current,
          onOpenChange: (next) => setOpen(next),
          onChange: (index) => setCurrent(index),
        }}
      />
    </div>
  );
}
