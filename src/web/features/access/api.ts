/**
 * The access calls of SPEC §7 as TanStack Query hooks. Screens use these; none calls fetch.
 * useSignOut is the one way to sign out, for every screen that offers it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import i18next from 'i18next';
import type {
  LoginBody,
  RegisterBody,
  loginResponse,
  messageResponse,
} from '../../../shared/api/access';
import { api, apiErrorText } from '../../lib/api';
import { logout, setPendingToast } from '../../lib/session';
import { showToast } from '../../lib/toast';

type MessageResponse = z.infer<typeof messageResponse>;
type CheckAuthResponse = z.infer<typeof loginResponse>;
type LoginResponse = z.infer<typeof loginResponse>;

export const accessKeys = {
  checkAuth: ['access', 'check-auth'] as const,
};

/** Succeeds only while the session cookie belongs to a live session; a 401 means signed out. */
export function useCheckAuth() {
  return useQuery({
    queryKey: accessKeys.checkAuth,
    queryFn: () => api<CheckAuthResponse>('/check-auth'),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api<LoginResponse>('/login', { method: 'POST', body }),
    // Whatever was cached belonged to no session or to another one.
    onSuccess: () => queryClient.clear(),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api<MessageResponse>('/register', { method: 'POST', body }),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      api<MessageResponse>('/resend-confirmation', { method: 'POST', body: { email } }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      api<MessageResponse>('/forgot-password', { method: 'POST', body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { new_password: string; reset_token: string }) =>
      api<MessageResponse>('/reset-password', { method: 'POST', body }),
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      api<MessageResponse>('/confirm-email', { method: 'POST', body: { token } }),
  });
}

/**
 * Ends the session on the server, then logs out on the client (session storage cleared,
 * /login loaded) with a "signed out" toast. If the server cannot be reached the user stays
 * signed in and is told so, rather than being shown a login screen that would send them back.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => api<MessageResponse>('/logout', { method: 'POST' }),
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
