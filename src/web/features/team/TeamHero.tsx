import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2, Download, Flag } from 'lucide-react';
import type { TeamResponse } from '../../../shared/api/team';
import { Img } from '../../components/Img';
import { SelectionLink } from '../../components/SelectionLink';
import { textColorOn } from '../../../shared/colors';
import { isOwnTeam, teamPicture } from './teamRules';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The house colour for the banner and the flag, with a text colour that keeps AA contrast. */
function houseColors(color: string | null): CSSProperties | undefined {
  if (!color || !HEX_COLOR.test(color)) return undefined;
  return { '--house-color': color, '--on-house-color': textColorOn(color) } as CSSProperties;
}

/** The file name the downloaded picture is saved under: the team's name and the picture's type. */
function downloadName(team: TeamResponse, picture: string): string {
  const extension = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(picture)?.[1] ?? 'webp';
  const base = team.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'team';
  return `${base}.${extension}`;
}

/**
 * The top of /team (product.md §2): the picture on a banner in the house colour, with a download
 * button for the team's own players; the name, slogan, company link (/company) and the house
 * flag (/house).
 */
export function TeamHero({ team }: { team: TeamResponse }) {
  const { t } = useTranslation();
  const picture = teamPicture(team);
  return (
    <>
      <header className="team-hero" style={houseColors(team.house_color)}>
        <div className="team-hero__banner" aria-hidden="true" />
        <div className="team-hero__picture-frame">
          <Img
            src={picture}
            alt={t('teamPictureAlt', { name: team.name })}
            fallback="team"
            width={112}
            height={112}
            loading="eager"
            className="team-hero__picture"
          />
          {picture && isOwnTeam(team) && (
            <a
              className="icon-button team-hero__download"
              href={picture}
              download={downloadName(team, picture)}
              aria-label={t('teamDownloadPicture')}
              title={t('teamDownloadPicture')}
            >
              <Download aria-hidden="true" size={20} />
            </a>
          )}
        </div>
      </header>
      <div className="team-heading">
        <h1 dir="auto">{team.name}</h1>
        {team.slogan && (
          <p className="team-heading__slogan" dir="auto">
            {team.slogan}
          </p>
        )}
        <div className="team-heading__links">
          <SelectionLink
            to="/company"
            selectionKey="otherCompanyId"
            id={team.company_id}
            className="team-link"
          >
            <Building2 aria-hidden="true" size={18} />
            <span className="visually-hidden">{t('company')}: </span>
            <span dir="auto">{team.company_name}</span>
          </SelectionLink>
          {team.house_id !== null && (
            <SelectionLink
              to="/house"
              selectionKey="selectedHouseId"
              id={team.house_id}
              className="team-house-flag"
            >
              <span className="team-house-flag__swatch" style={houseColors(team.house_color)}>
                <Flag aria-hidden="true" size={16} />
              </span>
              <span className="visually-hidden">{t('house')}: </span>
              <span dir="auto">{team.house_name ?? t('house')}</span>
            </SelectionLink>
          )}
        </div>
      </div>
    </>
  );
}
