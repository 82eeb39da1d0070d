// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../src/web/components/ToastHost';
import { setPendingToast } from '../../src/web/lib/session';
import { dismissToast, getToasts, showToast, TOAST_DURATION_MS } from '../../src/web/lib/toast';
import { initTestI18n } from './i18nForTests';

describe('toasts', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the pending toast from session storage once, on load', () => {
    setPendingToast('Your session has expired. Please log in again.');
    render(<ToastHost />);
    expect(screen.getByRole('status').textContent).toContain('Your session has expired');
    expect(sessionStorage.getItem('toastMessage')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
  });

  it('puts errors in the alert region and closes a toast with its close button', () => {
    render(<ToastHost />);
    act(() => {
      showToast('Failed to edit team', 'error');
    });
    expect(screen.getByRole('alert').textContent).toContain('Failed to edit team');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Failed to edit team')).toBeNull();
  });

  it('replaces a toast with an identical newer one, so the same failure twice shows once', () => {
    render(<ToastHost />);
    act(() => {
      showToast('The e-mail address or password is incorrect.', 'error');
      showToast('Saved', 'success');
    });
    act(() => {
      showToast('The e-mail address or password is incorrect.', 'error');
    });
    expect(screen.getAllByText('The e-mail address or password is incorrect.')).toHaveLength(1);
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(getToasts().map((toast) => toast.message)).toEqual([
      'Saved',
      'The e-mail address or password is incorrect.',
    ]);
    for (const toast of getToasts()) act(() => dismissToast(toast.id));
  });

  it('dismisses a toast by itself after a few seconds', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      showToast('Saved', 'success');
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
