import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { textColorOn } from '../../../../shared/colors';

const HEX = /^#[0-9A-Fa-f]{6}$/;

/**
 * A header and a button in the picked colours, with the text colour the app itself will put on
 * them (textColorOn: dark or white, whichever stays readable), so the organizer sees the result
 * before saving.
 */
export function BrandingPreview({ primary, secondary }: { primary: string; secondary: string }) {
  const { t } = useTranslation('organizer');
  if (!HEX.test(primary) || !HEX.test(secondary)) return null;
  const header = { background: secondary, color: textColorOn(secondary) } as CSSProperties;
  const button = { background: primary, color: textColorOn(primary) } as CSSProperties;
  return (
    <figure className="branding-preview">
      <figcaption className="branding-preview__caption">{t('brandingPreview')}</figcaption>
      <div className="branding-preview__frame" aria-hidden="true">
        <div className="branding-preview__header" style={header}>
          <Trophy size={20} />
          <span>{t('brandingPreviewHeading')}</span>
        </div>
        <div className="branding-preview__body">
          <p className="branding-preview__text">{t('brandingPreviewText')}</p>
          <span className="branding-preview__button" style={button}>
            {t('brandingPreviewButton')}
          </span>
        </div>
      </div>
      <p className="branding-preview__note">{t('brandingReadableNote')}</p>
    </figure>
  );
}
