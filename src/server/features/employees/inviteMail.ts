/**
 * The mails of a new employee, in the recipient's language (inviteLocales/<lng>.json, the 14
 * languages; English for an unset or unknown one) with the host's colour on the button, laid
 * out like the account mails: `invite` carries the link to choose a password (a new or not yet
 * activated account), `added` tells an existing account it joined the company (either says so
 * when they joined as the company's contact person), `join` invites an existing account to join,
 * with a link that only it can accept. A crew `invite` (the organizer console's crew of a battle)
 * has its own words: the event's organizer invited them to its crew, for the battle, and what to
 * do (choose a password, then sign in as crew and enter the results); an expired link is renewed
 * with "Forgot your password?", since nobody can send a crew invitation again (the account
 * exists by then).
 */
import fs from 'node:fs';
import path from 'node:path';
import { FALLBACK_LANGUAGE, isRtl, parseLanguage, type Language } from '../../../shared/languages';
import { readableTextOn } from '../../../shared/colors';
import type { OutgoingMail } from '../../mail/mailer';
import { serverFile } from '../../paths';

export type InviteMailKind = 'invite' | 'added' | 'join';

export interface InviteTexts {
  greeting: string;
  inviteSubject: string;
  inviteIntro: string;
  inviteButton: string;
  inviteExpiry: string;
  addedSubject: string;
  addedIntro: string;
  addedButton: string;
  joinSubject: string;
  joinIntro: string;
  joinButton: string;
  joinExpiry: string;
  contactInviteIntro: string;
  contactAddedIntro: string;
  crewInviteSubject: string;
  crewInviteIntro: string;
  crewInviteExpiry: string;
  crewIgnoreNotice: string;
  ignoreNotice: string;
  linkFallback: string;
}

export interface InviteMailContext {
  to: string;
  /** The recipient's first name. */
  name: string;
  language: string | null;
  link: string;
  brandColor: string;
  company: string;
  /** The full name of the admin (or the event's organizer) who added them. */
  inviter: string;
  /** They were made the company's contact person (a new company of the organizer console). */
  asContact?: boolean;
  /** A crew invitation (`invite` only): the battle they score; `company` is the event's name. */
  crewBattle?: string;
}

const localesDir = serverFile('features', 'employees', 'inviteLocales');
const cache = new Map<Language, InviteTexts>();

export function inviteTexts(language: string | null): InviteTexts {
  const lng = parseLanguage(language) ?? FALLBACK_LANGUAGE;
  let texts = cache.get(lng);
  if (!texts) {
    const file = path.join(localesDir, `${lng}.json`);
    texts = JSON.parse(fs.readFileSync(file, 'utf8')) as InviteTexts;
    cache.set(lng, texts);
  }
  return texts;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PARTS = {
  invite: { subject: 'inviteSubject', intro: 'inviteIntro', button: 'inviteButton' },
  added: { subject: 'addedSubject', intro: 'addedIntro', button: 'addedButton' },
  join: { subject: 'joinSubject', intro: 'joinIntro', button: 'joinButton' },
} as const satisfies Record<InviteMailKind, Record<string, keyof InviteTexts>>;

const CONTACT_INTROS = {
  invite: 'contactInviteIntro',
  added: 'contactAddedIntro',
  join: 'joinIntro',
} as const satisfies Record<InviteMailKind, keyof InviteTexts>;

export function buildInviteMail(kind: InviteMailKind, ctx: InviteMailContext): OutgoingMail {
  const t = inviteTexts(ctx.language);
  const lng = parseLanguage(ctx.language) ?? FALLBACK_LANGUAGE;
  const values = {
    name: ctx.name,
    company: ctx.company,
    inviter: ctx.inviter,
    event: ctx.company,
    battle: ctx.crewBattle ?? '',
  };
  const part = PARTS[kind];
  const crew = kind === 'invite' && ctx.crewBattle !== undefined;
  const greeting = fill(t.greeting, values);
  const intro = fill(
    t[crew ? 'crewInviteIntro' : ctx.asContact ? CONTACT_INTROS[kind] : part.intro],
    values,
  );
  const ignoreNotice = crew ? t.crewIgnoreNotice : t.ignoreNotice;
  const button = fill(t[part.button], values);
  const note =
    kind === 'invite'
      ? fill(crew ? t.crewInviteExpiry : t.inviteExpiry, values)
      : kind === 'join'
        ? fill(t.joinExpiry, values)
        : '';
  const text = [greeting, '', intro, '', `${button}: ${ctx.link}`, '', note, ignoreNotice]
    .filter((line, i, lines) => line !== '' || lines[i - 1] !== '')
    .join('\n');
  const muted = 'color:#64748B';
  const html = `<!doctype html><html lang="${lng}" dir="${isRtl(lng) ? 'rtl' : 'ltr'}"><body style="font-family:system-ui,sans-serif;color:#0F172A;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(ctx.link)}" style="display:inline-block;padding:12px 20px;border-radius:12px;background:${escapeHtml(ctx.brandColor)};color:${readableTextOn(ctx.brandColor)};text-decoration:none;font-weight:600">${escapeHtml(button)}</a></p>
${note ? `<p style="${muted}">${escapeHtml(note)}</p>` : ''}
<p style="${muted}">${escapeHtml(t.linkFallback)}<br><a href="${escapeHtml(ctx.link)}">${escapeHtml(ctx.link)}</a></p>
<p style="${muted}">${escapeHtml(ignoreNotice)}</p>
</body></html>`;
  return {
    to: ctx.to,
    subject: fill(t[crew ? 'crewInviteSubject' : part.subject], values),
    text,
    html,
    link: ctx.link,
  };
}
