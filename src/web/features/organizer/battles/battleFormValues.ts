/**
 * The battles part's forms as their inputs hold them (date-times from
 * `<input type="datetime-local">` on the clock of the event's zone, text) and their way to the shared schemas: each form
 * validates with a schema that turns its values into the body the server checks with the same
 * rules, like the event form (event/eventForm.ts).
 */
import { z } from 'zod';
import {
  battleBody,
  crewBody,
  planningBody,
  sessionBody,
  type BattleBody,
  type BattleInput,
  type CrewBody,
  type OrganizerBattle,
  type PlanningBody,
  type SessionBody,
} from '../../../../shared/api/organizerBattles';
import { toIsoMoment, toLocalInput } from '../shared/localMoments';

// Battles

/**
 * The battle form's values: the shared input, with the joker deadline as the input holds it (on
 * the clock of the event's zone; empty keeps the event's closing date).
 */
export type BattleFormValues = Omit<BattleInput, 'closing_date'> & {
  closing_date: string;
};

/** The battle's body, its joker deadline typed on the clock of the event's zone. */
export const battleFormSchema = (zone: string): z.ZodType<BattleBody, BattleFormValues> =>
  z
    .custom<BattleFormValues>()
    .transform((values) => ({
      ...values,
      closing_date: values.closing_date ? toIsoMoment(values.closing_date, zone) : null,
    }))
    .pipe(battleBody);

/**
 * The form of a battle as stored, or of a new one; its joker deadline on the clock of the
 * event's zone. A new battle has none: an empty deadline is the event's closing date.
 */
export function battleFormValues(battle: OrganizerBattle | null, zone: string): BattleFormValues {
  return {
    name: battle?.name ?? '',
    photo_url: battle?.photo_url ?? '',
    desc: battle?.desc ?? '',
    endurance: battle?.endurance ?? 0,
    teamwork: battle?.teamwork ?? 0,
    guts: battle?.guts ?? 0,
    skill: battle?.skill ?? 0,
    is_water: battle?.is_water ?? false,
    is_joker: battle?.is_joker ?? false,
    closing_date: toLocalInput(battle?.closing_date ?? null, zone),
    scoring_type: battle?.scoring_type ?? 'rank',
    score_1_label: battle?.score_1_label ?? '',
    score_2_label: battle?.score_2_label ?? '',
    time_1_label: battle?.time_1_label ?? '',
    time_2_label: battle?.time_2_label ?? '',
  };
}

// Sessions and planning items: a start and an end

export interface TimesFormValues {
  start_time: string;
  end_time: string;
}

/** A stored item's times as the inputs hold them, on the clock of the event's zone. */
export const timesFormValues = (
  item: TimesFormValues | undefined,
  zone: string,
): TimesFormValues => ({
  start_time: toLocalInput(item?.start_time ?? null, zone),
  end_time: toLocalInput(item?.end_time ?? null, zone),
});

const asMoments = (values: TimesFormValues, zone: string) => ({
  start_time: toIsoMoment(values.start_time, zone),
  end_time: toIsoMoment(values.end_time, zone),
});

/** A session of the battle: the form holds its times, the body names the battle too. */
export const sessionFormSchema = (
  battleId: number,
  zone: string,
): z.ZodType<SessionBody, TimesFormValues> =>
  z
    .custom<TimesFormValues>()
    .transform((values) => ({ battle_id: battleId, ...asMoments(values, zone) }))
    .pipe(sessionBody);

export type PlanningFormValues = TimesFormValues & { name: string };

/** A planning item, its times typed on the clock of the event's zone. */
export const planningFormSchema = (zone: string): z.ZodType<PlanningBody, PlanningFormValues> =>
  z
    .custom<PlanningFormValues>()
    .transform((values) => ({ name: values.name, ...asMoments(values, zone) }))
    .pipe(planningBody);

// Crew

export interface CrewFormValues {
  email: string;
}

/** A crew member of the battle, by the e-mail of their account. */
export const crewFormSchema = (battleId: number): z.ZodType<CrewBody, CrewFormValues> =>
  z
    .custom<CrewFormValues>()
    .transform((values) => ({ battle_id: battleId, email: values.email }))
    .pipe(crewBody);
