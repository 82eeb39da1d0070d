import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronUp, Handshake } from 'lucide-react';
import type { OrganizerSponsor } from '../../../../shared/api/organizerAwards';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { Img } from '../../../components/Img';
import { showToast } from '../../../lib/toast';
import {
  useAddSponsor,
  useEventCompanies,
  useOrderSponsors,
  useRemoveSponsor,
  useSponsors,
} from './api';
import { ConsoleItemRow } from '../shared/ConsoleItemRow';
import { ConsoleList } from '../shared/ConsoleList';
import { ConsoleScreen } from '../shared/ConsoleScreen';
import { consoleFailure } from '../shared/messages';
import { SponsorForm } from './SponsorForm';
import './awards.css';

/** The strip with one sponsor moved one place up (-1) or down (+1). */
function movedOrder(list: readonly OrganizerSponsor[], index: number, step: -1 | 1): number[] {
  const ids = list.map((sponsor) => sponsor.id);
  [ids[index], ids[index + step]] = [ids[index + step], ids[index]];
  return ids;
}

/** /organizer/sponsors: the sponsors strip of /home in its order; add, move and remove sponsors. */
export default function SponsorsScreen() {
  const { t } = useTranslation('organizer');
  const sponsors = useSponsors();
  const companies = useEventCompanies();
  const add = useAddSponsor();
  const order = useOrderSponsors();

  const move = (list: readonly OrganizerSponsor[], index: number, step: -1 | 1) =>
    order.mutate(movedOrder(list, index, step), {
      onSuccess: () => showToast(t('sponsorMoved'), 'success'),
      onError: (failure) => {
        showToast(consoleFailure(failure), 'error');
        void sponsors.refetch();
      },
    });

  return (
    <ConsoleScreen titleKey="sectionSponsors">
      <p className="console__lead">{t('sponsorsLead')}</p>
      <Card>
        <h2 className="console-form__group">{t('addSponsor')}</h2>
        <SponsorForm
          companies={companies.data ?? []}
          onSave={async (body) => {
            await add.mutateAsync(body);
            showToast(t('organizerCreated'), 'success');
          }}
        />
      </Card>
      <ConsoleList
        query={sponsors}
        label={t('sectionSponsors')}
        ordered
        empty={
          <EmptyState
            message={t('noSponsorsYet')}
            icon={<Handshake aria-hidden="true" size={40} />}
          />
        }
      >
        {(sponsor, index, list) => (
          <SponsorRow
            key={sponsor.id}
            sponsor={sponsor}
            place={index + 1}
            busy={order.isPending}
            onUp={index > 0 ? () => move(list, index, -1) : undefined}
            onDown={index < list.length - 1 ? () => move(list, index, 1) : undefined}
          />
        )}
      </ConsoleList>
    </ConsoleScreen>
  );
}

interface SponsorRowProps {
  sponsor: OrganizerSponsor;
  place: number;
  busy: boolean;
  onUp?: () => void;
  onDown?: () => void;
}

function SponsorRow({ sponsor, place, busy, onUp, onDown }: SponsorRowProps) {
  const { t } = useTranslation('organizer');
  const remove = useRemoveSponsor();
  const name = sponsor.company_name ?? t('sponsorPictureOnly');
  return (
    <ConsoleItemRow
      name={name}
      leading={<Img src={sponsor.photo_url} alt="" fallback="company" className="prize-logo" />}
      actions={
        <span className="prize-move">
          <button
            type="button"
            className="icon-button"
            aria-label={t('moveUp', { name })}
            disabled={!onUp || busy}
            onClick={onUp}
          >
            <ChevronUp aria-hidden="true" size={20} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('moveDown', { name })}
            disabled={!onDown || busy}
            onClick={onDown}
          >
            <ChevronDown aria-hidden="true" size={20} />
          </button>
        </span>
      }
      remove={{
        removal: remove,
        id: sponsor.id,
        question: t('deleteSponsorQuestion', { name }),
        warning: t('deleteSponsorWarning'),
      }}
    >
      <span className="console-row__detail">{t('sponsorPlace', { place })}</span>
    </ConsoleItemRow>
  );
}
