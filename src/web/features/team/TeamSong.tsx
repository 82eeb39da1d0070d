import { useTranslation } from 'react-i18next';
import { ExternalLink, VideoOff } from 'lucide-react';
import { youtubeEmbedUrl, withScheme } from '../../../shared/videoLink';

/**
 * The team song (product.md §2): the YouTube player from youtube-nocookie.com, loaded only when
 * scrolled to, and a link to watch it on YouTube. A stored link that is not a YouTube video shows
 * "Invalid YouTube URL" instead (product.md §5).
 */
export function TeamSong({ link, teamName }: { link: string; teamName: string }) {
  const { t } = useTranslation();
  const embed = youtubeEmbedUrl(link);
  if (!embed) {
    return (
      <p className="team-song__invalid" role="note">
        <VideoOff aria-hidden="true" size={20} />
        <span>{t('teamSongInvalid')}</span>
      </p>
    );
  }
  return (
    <>
      <div className="team-song__frame">
        <iframe
          src={embed}
          title={t('teamSongTitle', { name: teamName })}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
      <a className="team-link" href={withScheme(link)} target="_blank" rel="noreferrer">
        <ExternalLink aria-hidden="true" size={18} />
        <span>{t('teamWatchSong')}</span>
      </a>
    </>
  );
}
