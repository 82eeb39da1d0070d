import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag, Users } from 'lucide-react';
import { BackLink } from '../../components/BackLink';
import { ButtonLink } from '../../components/ButtonLink';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { GridSkeleton } from '../../components/GridSkeleton';
import { QueryView } from '../../components/QueryView';
import { Skeleton } from '../../components/Skeleton';
import { TeamCard } from '../../components/TeamCard';
import { TeamCardSkeleton } from '../../components/TeamCardSkeleton';
import { textColorOn } from '../../../shared/colors';
import { useSelectionId } from '../../lib/useSelectionId';
import { useHouse } from './api';
import './houses.css';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The house colour as the banner background, with a text colour that keeps AA contrast on it. */
function bannerColors(color: string): CSSProperties | undefined {
  if (!HEX_COLOR.test(color)) return undefined;
  return { '--house-color': color, '--on-house-color': textColorOn(color) } as CSSProperties;
}

/** /house: the house chosen on another screen (selectedHouseId): its name on its colour, team count and teams. */
export default function HouseScreen() {
  const { t } = useTranslation();
  const houseId = useSelectionId('selectedHouseId');
  const house = useHouse(houseId);

  const notFound = (
    <EmptyState
      message={houseId === null ? t('noHouseSelected') : t('houseNotFound')}
      icon={<Flag aria-hidden="true" size={40} />}
    >
      <ButtonLink to="/houses" variant="secondary">
        {t('houses')}
      </ButtonLink>
    </EmptyState>
  );

  return (
    <section className="screen">
      <BackLink to="/houses" label={t('back')} />
      {houseId === null ? (
        notFound
      ) : (
        <QueryView query={house} loading={<HouseSkeleton />} notFound={notFound}>
          {(chosen) => (
            <>
              <header className="house-banner" style={bannerColors(chosen.color)}>
                <h1 dir="auto">{chosen.name}</h1>
                <p className="house-banner__detail tabular-nums">
                  {t('teamCount', { count: chosen.team_count })}
                </p>
              </header>
              <h2 className="section-title">{t('teams')}</h2>
              {chosen.teams.length > 0 ? (
                <CardGrid
                  items={chosen.teams}
                  itemKey={(team) => team.team_id}
                  itemHeight={262}
                  label={t('teams')}
                  renderItem={(team) => (
                    <TeamCard
                      teamId={team.team_id}
                      name={team.team_name}
                      companyName={team.company_name}
                      picture={team.team_picture}
                    />
                  )}
                />
              ) : (
                <EmptyState
                  message={t('noTeamsFound')}
                  icon={<Users aria-hidden="true" size={40} />}
                />
              )}
            </>
          )}
        </QueryView>
      )}
    </section>
  );
}

function HouseSkeleton() {
  return (
    <>
      <Skeleton height={104} />
      <Skeleton width="30%" height={26} />
      <GridSkeleton card={<TeamCardSkeleton />} count={2} />
    </>
  );
}
