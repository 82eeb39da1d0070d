/**
 * The access calls of product.md §7 as TanStack Query hooks. Screens use these; none calls fetch.
 * useSignOut is the one way to sign out, for every screen that offers it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import {
  checkAuthRoute,
  confirmEmailRoute,
  forgotPasswordRoute,
  loginRoute,
  logoutRoute,
  registerRoute,
  resendConfirmationRoute,
  resetPasswordRoute,
  type LoginBody,
  type RegisterBody,
} from '../../../shared/api/access';
import { apiErrorText, call } from '../../lib/api';
import { useRead } from '../../lib/useRead';
import {
  forgetSignedOutMark,
  logout,
  pageSaysSignedOut,
  pendingEventJoin,
  setPendingToast,
} from '../../lib/session';
import { showToast } from '../../lib/toast';

/**
 * Succeeds only while the session cookie belongs to a live session; a 401 means signed out. Not
 * asked at all on a page the server answered without a session cookie (pageSaysSignedOut).
 */
export function useCheckAuth() {
  return useRead(checkAuthRoute, undefined, {
    retry: false,
    staleTime: 0,
    gcTime: 0,
    enabled: !pageSaysSignedOut(),
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => call(loginRoute, { body }),
    // Whatever was cached belonged to no session or to another one.
    onSuccess: () => {
      forgetSignedOutMark();
      queryClient.clear();
    },
  });
}

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => call(registerRoute, { body }) });
}

export function useResendConfirmation() {
  return useMutation({
    // A newcomer who came by a join link gets it in the new mail too (as at registration).
    mutationFn: (email: string) =>
      call(resendConfirmationRoute, {
        body: { email, otherEventId: pendingEventJoin() ?? undefined },
      }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => call(forgotPasswordRoute, { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { new_password: string; reset_token: string }) =>
      call(resetPasswordRoute, { body }),
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => call(confirmEmailRoute, { body: { token } }),
  });
}

/**
 * Ends the session on the server, then logs out on the client (session storage cleared,
 * /login loaded) with a "signed out" toast. If the server cannot be reached the user stays
 * signed in and is told so, rather than being shown a login screen that would send them back.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => call(logoutRoute),
    onSuccess: () => {
      setPendingToast(i18next.t('loggedOut'));
      logout();
    },
    onError: (error) => {
      console.error('Failed to log out', error);
      showToast(apiErrorText(error), 'error');
    },
  });
}
