import { useTranslation } from 'react-i18next';
import { ExternalLink, VideoOff } from 'lucide-react';
import { youtubeEmbedUrl, withScheme } from '../../../shared/videoLink';

export interface CompanyVideoProps {
  /** The stored video link (a YouTube link when saved through /edit-company). */
  link: string;
  companyName: string;
}

/**
 * The company video (product.md §2 "video link"): the YouTube player, loaded only when scrolled to,
 * and a link to watch it on YouTube. A stored link that is not a YouTube video (an older or
 * imported one) shows "Invalid YouTube URL" instead (product.md §5, product.md §10).
 */
export function CompanyVideo({ link, companyName }: CompanyVideoProps) {
  const { t } = useTranslation();
  const embed = youtubeEmbedUrl(link);
  if (!embed) {
    return (
      <p className="company-video__invalid" role="note">
        <VideoOff aria-hidden="true" size={20} />
        <span>{t('companyInvalidVideoUrl')}</span>
      </p>
    );
  }
  return (
    <>
      <div className="company-video__frame">
        <iframe
          src={embed}
          title={t('companyVideoTitle', { name: companyName })}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
      <a className="company-link" href={withScheme(link)} target="_blank" rel="noreferrer">
        <ExternalLink aria-hidden="true" size={18} />
        <span>{t('companyWatchVideo')}</span>
      </a>
    </>
  );
}
