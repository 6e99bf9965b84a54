import type { MobileBanner } from '@autobid/contract';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { bannerTarget } from '../banner-link';

interface BannerSlideProps {
  banner: MobileBanner;
  variant: 'slide' | 'strip';
}

/** One banner: its picture, title and line of text, the whole of it a link when it has one. */
export function BannerSlide({ banner, variant }: BannerSlideProps) {
  const target = bannerTarget(banner.link_url);
  const content = (
    <>
      <img className="mobile-banner__image" src={banner.image_url} alt="" loading="lazy" />
      <span className="mobile-banner__text">
        <strong className="mobile-banner__title">{banner.title}</strong>
        <span className="mobile-banner__body">{banner.body}</span>
      </span>
      {target ? <Icon def={RightOutlined} className="mobile-banner__go" /> : null}
    </>
  );
  const className = `mobile-banner mobile-banner--${variant}`;
  const wrap = (inner: ReactNode) => {
    if (target?.kind === 'app') {
      return (
        <Link
          to={target.path}
          className={className}
          data-testid="mobile-banner"
          data-banner-id={banner.id}
        >
          {inner}
        </Link>
      );
    }
    if (target?.kind === 'web') {
      return (
        <a
          href={target.url}
          target="_blank"
          rel="noopener noreferrer"
          className={className}
          data-testid="mobile-banner"
          data-banner-id={banner.id}
        >
          {inner}
        </a>
      );
    }
    return (
      <div className={className} data-testid="mobile-banner" data-banner-id={banner.id}>
        {inner}
      </div>
    );
  };
  return wrap(content);
}
