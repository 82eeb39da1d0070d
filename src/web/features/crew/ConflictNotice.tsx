import { useTranslation } from 'react-i18next';
import type { CrewTeamResult } from '../../../shared/api/crew';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import type { EditableField, FieldDifference, TeamDifferences } from './crewForm';

export interface ConflictNoticeProps {
  /** Why the two versions are shown (typed while they saved, or waited on the device). */
  text: string;
  differences: TeamDifferences[];
  teams: CrewTeamResult[];
  /** The battle's label of each field the crew types. */
  labels: Record<EditableField, string>;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * After a 409: another crew member saved the session while this one typed. Their values and
 * the crew's, per team and field, and the two ways on: save mine over theirs, or take theirs.
 */
export function ConflictNotice({
  text,
  differences,
  teams,
  labels,
  busy,
  onKeepMine,
  onTakeTheirs,
}: ConflictNoticeProps) {
  const { t } = useTranslation();
  const shown = (value: FieldDifference['mine']) => {
    if (typeof value === 'boolean') return value ? t('crewFlagYes') : t('crewFlagNo');
    return value.trim() === '' ? t('crewValueEmpty') : value;
  };
  return (
    <Notice kind="warning" role="alert" title={t('crewConflictTitle')}>
      <p>{text}</p>
      {differences.length === 0 ? (
        <p>{t('crewConflictSame')}</p>
      ) : (
        <ul className="crew-conflict">
          {differences.map((team) => (
            <li key={team.teamId} className="crew-conflict__team">
              <p className="crew-conflict__name" dir="auto">
                {teams.find((candidate) => candidate.team_id === team.teamId)?.name}
              </p>
              <dl className="crew-conflict__fields">
                {team.differences.map((difference) => (
                  <div key={difference.field} className="crew-conflict__field">
                    <dt>{labels[difference.field]}</dt>
                    <dd className="tabular-nums">
                      <span>{t('crewConflictTheirs', { value: shown(difference.theirs) })}</span>
                      <span>{t('crewConflictYours', { value: shown(difference.mine) })}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <div className="crew-conflict__actions">
        <Button busy={busy} onClick={onKeepMine}>
          {t('crewKeepMine')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onTakeTheirs}>
          {t('crewTakeTheirs')}
        </Button>
      </div>
    </Notice>
  );
}
