import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import './reveal.css';

/** On the quarter screen while a quarter is published: the way to the reveal. */
export function RevealLink() {
  const { t } = useTranslation('organizer');
  return (
    <Card className="reveal-link">
      <Sparkles aria-hidden="true" size={28} className="reveal-link__icon" />
      <div className="reveal-link__text">
        <p className="reveal-link__title">{t('revealSection')}</p>
        <p className="console-note">{t('revealLinkHint')}</p>
      </div>
      <ButtonLink to="/organizer/reveal" variant="secondary">
        {t('revealOpen')}
      </ButtonLink>
    </Card>
  );
}
