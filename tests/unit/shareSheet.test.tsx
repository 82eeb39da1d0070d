// @vitest-environment jsdom
/**
 * Sharing without a share sheet: every share button goes through useShare, which calls
 * navigator.share where the device has it (closing it is not a failure, any other failure is a
 * toast) and otherwise opens the kit's ShareSheet: why, the link in a read-only field, and "Copy
 * link", which writes the clipboard and toasts, or, refused, selects the link and says to copy it
 * by hand. The team's share button and the invite sheet use it.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedInviteLink } from '../../src/shared/api/join';
import type { TeamResponse } from '../../src/shared/api/team';
import { useShare } from '../../src/web/components/useShare';
import { InviteSheet } from '../../src/web/features/players/InviteSheet';
import { ShareTeamButton } from '../../src/web/features/team/ShareTeamButton';
import type { SharedLink } from '../../src/web/lib/share';
import { dismissToast, getToasts } from '../../src/web/lib/toast';
import { initTestI18n } from './i18nForTests';

const LINK: SharedLink = {
  title: 'Northern Lights',
  text: 'Cheer for Northern Lights!',
  url: 'https://games.example/login?otherTeamId=7&otherEventId=2&redirect=/team',
};

/** A share button as a screen has one. */
function ShareButton({ link = LINK }: { link?: SharedLink }) {
  const { share, sheet } = useShare();
  return (
    <>
      <button type="button" onClick={() => void share(link)}>
        share
      </button>
      {sheet}
    </>
  );
}

/** Gives the navigator a property for one test (jsdom has neither share nor clipboard). */
function stubNavigator(name: 'share' | 'clipboard' | 'canShare', value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, writable: true, value });
}

const toastTexts = (kind?: string) =>
  getToasts()
    .filter((toast) => kind === undefined || toast.kind === kind)
    .map((toast) => toast.message);

const clickShare = () => fireEvent.click(screen.getByRole('button', { name: 'share' }));

describe('sharing a link', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    for (const name of ['share', 'clipboard', 'canShare']) {
      delete (navigator as unknown as Record<string, unknown>)[name];
    }
    vi.restoreAllMocks();
    for (const toast of getToasts()) dismissToast(toast.id);
  });

  describe('without a share sheet', () => {
    it('opens the sheet with why, the link in a read-only field and Copy link', () => {
      render(<ShareButton />);
      expect(screen.queryByRole('dialog')).toBeNull();
      clickShare();

      const sheet = screen.getByRole('dialog', { name: LINK.title });
      expect(within(sheet).getByText(new RegExp(i18next.t('shareNotSupported')))).toBeTruthy();
      const field = within(sheet).getByLabelText(i18next.t('linkLabel')) as HTMLInputElement;
      expect(field.value).toBe(LINK.url);
      expect(field.readOnly).toBe(true);
      expect(field.getAttribute('dir')).toBe('ltr');
      // The focus starts on Copy link, what the sheet is for.
      expect(document.activeElement).toBe(
        within(sheet).getByRole('button', { name: i18next.t('copyLink') }),
      );
    });

    it('selects the whole link when the field gets the focus', () => {
      render(<ShareButton />);
      clickShare();
      const field = screen.getByLabelText(i18next.t('linkLabel')) as HTMLInputElement;
      fireEvent.focus(field);
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.url.length]);
    });

    it('copies the link, says so in a toast and closes', async () => {
      const writeText = vi.fn(async () => undefined);
      stubNavigator('clipboard', { writeText });
      render(<ShareButton />);
      clickShare();
      fireEvent.click(screen.getByRole('button', { name: i18next.t('copyLink') }));

      await waitFor(() => expect(toastTexts('success')).toEqual([i18next.t('linkCopied')]));
      expect(writeText).toHaveBeenCalledWith(LINK.url);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('selects the link and says to copy it by hand when the clipboard refuses', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      stubNavigator('clipboard', {
        writeText: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
      });
      render(<ShareButton />);
      clickShare();
      fireEvent.click(screen.getByRole('button', { name: i18next.t('copyLink') }));

      const sheet = screen.getByRole('dialog', { name: LINK.title });
      await waitFor(() =>
        expect(within(sheet).getByRole('status').textContent).toBe(i18next.t('copyLinkByHand')),
      );
      const field = within(sheet).getByLabelText(i18next.t('linkLabel')) as HTMLInputElement;
      expect(document.activeElement).toBe(field);
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.url.length]);
      expect(toastTexts()).toEqual([]);
    });

    it('does the same without any Clipboard API (an address that is not https)', async () => {
      render(<ShareButton />);
      clickShare();
      fireEvent.click(screen.getByRole('button', { name: i18next.t('copyLink') }));
      expect(await screen.findByText(i18next.t('copyLinkByHand'))).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByLabelText(i18next.t('linkLabel')));
    });

    it('closes on Close, and the next share opens it again', () => {
      render(<ShareButton />);
      clickShare();
      fireEvent.click(screen.getByRole('button', { name: i18next.t('close') }));
      expect(screen.queryByRole('dialog')).toBeNull();
      clickShare();
      expect(screen.getByRole('dialog', { name: LINK.title })).toBeTruthy();
    });

    it('also opens where the share sheet does not take the link (canShare false)', () => {
      const share = vi.fn(async () => undefined);
      stubNavigator('share', share);
      stubNavigator('canShare', () => false);
      render(<ShareButton />);
      clickShare();
      expect(screen.getByRole('dialog', { name: LINK.title })).toBeTruthy();
      expect(share).not.toHaveBeenCalled();
    });
  });

  describe('with a share sheet', () => {
    it('hands the link to navigator.share and opens no sheet', async () => {
      const share = vi.fn(async () => undefined);
      stubNavigator('share', share);
      render(<ShareButton />);
      clickShare();
      await waitFor(() => expect(share).toHaveBeenCalledWith(LINK));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(toastTexts()).toEqual([]);
    });

    it('says nothing when the person closes the share sheet (AbortError)', async () => {
      const share = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
      stubNavigator('share', share);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(<ShareButton />);
      clickShare();
      await waitFor(() => expect(share).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(toastTexts()).toEqual([]);
      expect(logged).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('toasts any other failure with its reason', async () => {
      stubNavigator(
        'share',
        vi.fn(async () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))),
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(<ShareButton />);
      clickShare();
      await waitFor(() => expect(toastTexts('error')).toEqual(['Permission denied']));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});

describe('the share buttons of the app', () => {
  const team = {
    id: 7,
    name: 'Northern Lights',
    event_id: 2,
    event_name: 'Lisbon Riverside Challenge',
  } as TeamResponse;

  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    for (const name of ['share', 'clipboard']) {
      delete (navigator as unknown as Record<string, unknown>)[name];
    }
    vi.restoreAllMocks();
    for (const toast of getToasts()) dismissToast(toast.id);
  });

  it('Share team opens the sheet with the team link, and never an alert', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(<ShareTeamButton team={team} />);
    fireEvent.click(screen.getByRole('button', { name: i18next.t('teamShare') }));
    const sheet = screen.getByRole('dialog', { name: team.name });
    const field = within(sheet).getByLabelText(i18next.t('linkLabel')) as HTMLInputElement;
    expect(field.value).toBe(
      `${window.location.origin}/login?otherTeamId=7&otherEventId=2&redirect=/team`,
    );
    expect(alert).not.toHaveBeenCalled();
  });

  it('Share team toasts a failed share with the team text', async () => {
    stubNavigator(
      'share',
      vi.fn(async () => Promise.reject(new Error('busy'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ShareTeamButton team={team} />);
    fireEvent.click(screen.getByRole('button', { name: i18next.t('teamShare') }));
    await waitFor(() =>
      expect(toastTexts('error')).toEqual([i18next.t('shareFailed', { reason: 'busy' })]),
    );
  });

  describe('the invite sheet', () => {
    const link: CreatedInviteLink = {
      id: 1,
      company_id: 3,
      team_id: 7,
      created_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-12-04T10:00:00.000Z',
      invite: 'a'.repeat(43),
    };
    const renderSheet = () =>
      render(
        <InviteSheet
          link={link}
          title="Invite players"
          shareText="Join Northern Lights"
          explanation="Anyone with this link can join."
          onClose={() => undefined}
        />,
      );

    it('without a share sheet offers Copy alone, and a refused clipboard selects the link', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      stubNavigator('clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('no'))) });
      renderSheet();
      expect(screen.queryByRole('button', { name: i18next.t('inviteLinkShare') })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: i18next.t('inviteLinkCopy') }));
      expect(await screen.findByText(i18next.t('inviteLinkCopyFailed'))).toBeTruthy();
      const field = screen.getByLabelText(i18next.t('inviteLinkLabel')) as HTMLInputElement;
      expect(document.activeElement).toBe(field);
      expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    });

    it('copies the link and says so in the sheet, which stays open', async () => {
      const writeText = vi.fn(async () => undefined);
      stubNavigator('clipboard', { writeText });
      renderSheet();
      fireEvent.click(screen.getByRole('button', { name: i18next.t('inviteLinkCopy') }));
      await waitFor(() => expect(toastTexts('success')).toEqual([i18next.t('inviteLinkCopied')]));
      const url = (screen.getByLabelText(i18next.t('inviteLinkLabel')) as HTMLInputElement).value;
      expect(writeText).toHaveBeenCalledWith(url);
      expect(url).toContain(`invite=${link.invite}`);
      expect(screen.getByRole('status').textContent).toBe(i18next.t('inviteLinkCopied'));
      expect(screen.getByRole('dialog', { name: 'Invite players' })).toBeTruthy();
    });

    it('with a share sheet, Share hands it the invite link', async () => {
      const share = vi.fn(async () => undefined);
      stubNavigator('share', share);
      renderSheet();
      fireEvent.click(screen.getByRole('button', { name: i18next.t('inviteLinkShare') }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Invite players', text: 'Join Northern Lights' }),
      );
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
    });
  });
});
