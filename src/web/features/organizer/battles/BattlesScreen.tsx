import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ChevronRight, Plus, Star, Waves } from 'lucide-react';
import type { OrganizerBattle } from '../../../../shared/api/organizerBattles';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { EmptyState } from '../../../components/EmptyState';
import { Img } from '../../../components/Img';
import { showToast } from '../../../lib/toast';
import { useCreateBattle, useDeleteBattle, useOrganizerBattles, useSaveBattle } from './api';
import { BattleCrew } from './BattleCrew';
import { BattleForm } from './BattleForm';
import { BattleSessions } from './BattleSessions';
import { ConsoleList } from '../shared/ConsoleList';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { BATTLES_LIST, NEW_BATTLE_HASH, battleHash, openedBattle } from './battleLinks';
import { RemoveSheet } from '../shared/RemoveSheet';
import './battles.css';

/**
 * /organizer/battles: the event's battles; one opens as its form with its sessions and crew
 * below (/organizer/battles#battle-12, so the back button returns to the list).
 */
export default function BattlesScreen() {
  const { hash } = useLocation();
  const opened = openedBattle(hash);
  if (opened === 'new') return <NewBattle />;
  if (opened !== null) return <BattlePage key={opened} battleId={opened} />;
  return <BattleList />;
}

function BattleList() {
  const { t } = useTranslation('organizer');
  const battles = useOrganizerBattles();
  return (
    <ConsoleScreen titleKey="sectionBattles">
      <ButtonLink to={{ hash: NEW_BATTLE_HASH }} variant="secondary">
        <Plus aria-hidden="true" size={20} />
        {t('addBattle')}
      </ButtonLink>
      <ConsoleList
        query={battles}
        label={t('sectionBattles')}
        empty={<EmptyState message={t('noBattlesYet')} />}
      >
        {(battle) => (
          <li key={battle.id}>
            <BattleLink battle={battle} />
          </li>
        )}
      </ConsoleList>
    </ConsoleScreen>
  );
}

function BattleLink({ battle }: { battle: OrganizerBattle }) {
  const { t } = useTranslation('organizer');
  return (
    <Link to={{ hash: battleHash(battle.id) }} className="console-section battle-link">
      <Img src={battle.photo_url} alt="" fallback="battle" className="battle-link__photo" />
      <span className="console-section__text">
        <span className="console-section__title">
          <bdi>{battle.name}</bdi>
        </span>
        <span className="console-section__hint">
          {t('battleSessionCount', { count: battle.session_count })} ·{' '}
          {t('battleCrewCount', { count: battle.crew_count })}
        </span>
        {(battle.is_joker || battle.is_water) && (
          <span className="battle-link__marks">
            {battle.is_joker && (
              <span className="battle-mark">
                <Star aria-hidden="true" size={14} />
                {t('battleJokerMark')}
              </span>
            )}
            {battle.is_water && (
              <span className="battle-mark battle-mark--water">
                <Waves aria-hidden="true" size={14} />
                {t('battleWaterMark')}
              </span>
            )}
          </span>
        )}
      </span>
      <ChevronRight aria-hidden="true" size={20} className="battle-link__chevron flip-in-rtl" />
    </Link>
  );
}

function NewBattle() {
  const { t } = useTranslation('organizer');
  const create = useCreateBattle();
  const navigate = useNavigate();
  return (
    <ConsoleScreen titleKey="newBattle" back={BATTLES_LIST}>
      <p className="console__lead">{t('newBattleLead')}</p>
      <BattleForm
        battle={null}
        submitLabel={t('addBattle')}
        onSave={async (body) => {
          const { id } = await create.mutateAsync(body);
          showToast(t('organizerCreated'), 'success');
          // Straight on to its sessions and crew; back still leads to the list.
          void navigate({ hash: battleHash(id) }, { replace: true });
        }}
      />
    </ConsoleScreen>
  );
}

function BattlePage({ battleId }: { battleId: number }) {
  const { t } = useTranslation('organizer');
  const battles = useOrganizerBattles();
  return (
    <ConsoleScreen titleKey="editBattle" back={BATTLES_LIST}>
      <ConsoleQuery query={battles} loading={<ConsoleListSkeleton />}>
        {(list) => {
          const battle = list.find((candidate) => candidate.id === battleId);
          if (!battle) {
            return (
              <EmptyState message={t('organizerItemNotFound')}>
                <ButtonLink to={BATTLES_LIST} variant="secondary">
                  {t('allBattles')}
                </ButtonLink>
              </EmptyState>
            );
          }
          return <BattleEditor battle={battle} />;
        }}
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

function BattleEditor({ battle }: { battle: OrganizerBattle }) {
  const { t } = useTranslation('organizer');
  const save = useSaveBattle();
  const remove = useDeleteBattle();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <BattleForm
        battle={battle}
        submitLabel={t('save')}
        onSave={async (body) => {
          await save.mutateAsync({ ...body, id: battle.id });
          showToast(t('organizerSaved'), 'success');
        }}
      />
      <BattleSessions battle={battle} />
      <BattleCrew battle={battle} />
      <Button variant="ghost" className="battle-remove" onClick={() => setConfirming(true)}>
        {t('deleteBattle')}
      </Button>
      {confirming && (
        <RemoveSheet
          removal={remove}
          variables={battle.id}
          title={t('deleteBattleQuestion', { name: battle.name })}
          onDone={() => void navigate(BATTLES_LIST, { replace: true })}
          onClose={() => setConfirming(false)}
        >
          {t('deleteBattleWarning')}
        </RemoveSheet>
      )}
    </>
  );
}
