import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Camera, Heart } from 'lucide-react';
import type { TeamResponse } from '../../../shared/api/team';
import { Button } from '../../components/Button';
import { setSelection } from '../../lib/session';
import { CheerSheet } from './CheerSheet';
import type { CheerState } from './teamRules';

/**
 * The cheer part of /team (product.md §2): inside the cheers window the Cheer button (a sheet with an
 * optional message), or the text that the team needs a picture to be cheered (with the way to
 * add one for those who may); once cheered, the cheered state.
 */
export function CheerAction({ team, state }: { team: TeamResponse; state: CheerState }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  if (state === 'hidden') return null;
  if (state === 'cheered') {
    return (
      <p className="team-status team-status--cheered">
        <Heart aria-hidden="true" size={20} fill="currentColor" />
        <span>{t('teamCheered')}</span>
      </p>
    );
  }
  if (state === 'needsPicture') {
    return (
      <div className="team-status team-status--needs-picture">
        <Camera aria-hidden="true" size={20} />
        <div className="team-status__body">
          <p>{t('teamNeedsPictureToCheer')}</p>
          {team.can_manage && (
            <Link
              to="/edit-team"
              className="team-status__link"
              onClick={() => setSelection('otherTeamId', team.id)}
            >
              {t('teamAddPicture')}
            </Link>
          )}
        </div>
      </div>
    );
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Heart aria-hidden="true" size={20} />
        {t('teamCheer')}
      </Button>
      {open && <CheerSheet team={team} onClose={() => setOpen(false)} />}
    </>
  );
}
