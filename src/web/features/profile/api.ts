/**
 * The profile calls of product.md §7 as query hooks: the own profile, the socials, the profile form
 * and its picture, and a public profile (otherUserId, else the own one). A save refetches every
 * read it changes before it settles, so the screen it returns to shows the new data.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  connectionsRoute,
  deleteUserImageRoute,
  editProfileRoute,
  pictureResponse,
  profileRoute,
  publicProfileRoute,
  saveConnectionsRoute,
  saveProfileRoute,
  uploadUserImageRoute,
  type ConnectionsBody,
  type EditProfileBody,
} from '../../../shared/api/profile';
import { saveLanguageRoute } from '../../../shared/api/language';
import type { Language } from '../../../shared/languages';
import { homeParticipantsRoute, participantsRoute } from '../../../shared/api/players';
import { api, ApiError, call, DEFAULT_ERROR_MESSAGE } from '../../lib/api';
import { invalidateRead, useRead } from '../../lib/useRead';

/** Every read a profile write may change: the own profile, its form, the public profile. */
const PROFILE_READS = [profileRoute, editProfileRoute, publicProfileRoute, connectionsRoute];
/** A name or a picture also shows on the event's participant lists. */
const PERSON_READS = [...PROFILE_READS, participantsRoute, homeParticipantsRoute];

export function useProfile() {
  return useRead(profileRoute, undefined);
}

/** The profile of `userId` (as the otherUserId header), or the own one when null. */
export function usePublicProfile(userId: number | null) {
  return useRead(
    publicProfileRoute,
    userId === null ? { headers: {} } : { headers: { otheruserid: String(userId) } },
  );
}

export function useConnections() {
  return useRead(connectionsRoute, undefined);
}

export function useSaveConnections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectionsBody) => call(saveConnectionsRoute, { body }),
    onSuccess: () => invalidateRead(queryClient, ...PROFILE_READS),
  });
}

export function useEditProfile() {
  return useRead(editProfileRoute, undefined);
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditProfileBody) => call(saveProfileRoute, { body }),
    onSuccess: () => invalidateRead(queryClient, ...PERSON_READS),
  });
}

/**
 * POST /upload-user-image with the file as multipart (field `file`). Contracts carry JSON
 * bodies only, so this one call goes through api() and checks the answer against the
 * contract's response schema itself.
 */
async function uploadPicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  const answer = pictureResponse.safeParse(
    await api<unknown>(uploadUserImageRoute.path, {
      method: uploadUserImageRoute.method,
      body: form,
    }),
  );
  if (!answer.success) throw new ApiError(0, DEFAULT_ERROR_MESSAGE, undefined);
  return answer.data;
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: () => invalidateRead(queryClient, ...PERSON_READS),
  });
}

export function useDeletePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(deleteUserImageRoute),
    onSuccess: () => invalidateRead(queryClient, ...PERSON_READS),
  });
}

/** Keeps the chosen language on the signed-in user's record, so their mails follow it. */
export async function saveLanguageOnAccount(language: Language): Promise<void> {
  try {
    await call(saveLanguageRoute, { body: { language } });
  } catch (error) {
    // Signed out (401): the choice still lives in the browser; nothing to keep on an account.
    if (error instanceof ApiError && error.status === 401) return;
    console.error('Failed to save language', error);
  }
}
