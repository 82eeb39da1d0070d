/**
 * The console's picture calls (organizerPictures contracts): the event's picture and a battle's
 * photo, uploaded from a file or removed. Uploads are multipart, which contracts do not carry,
 * so they go through api() and check the answer themselves. Every change refreshes every read
 * (refreshAfterChange), like the console's other changes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  organizerBattlePhotoDeleteRoute,
  organizerBattlePhotoUploadRoute,
  organizerEventPictureDeleteRoute,
  organizerEventPictureUploadRoute,
  organizerPictureResponse,
  type OrganizerPictureResponse,
} from '../../../../shared/api/organizerPictures';
import { ApiError, DEFAULT_ERROR_MESSAGE, api, call } from '../../../lib/api';
import { refreshAfterChange } from './api';

async function uploadPicture(
  route: { path: string; method: string },
  file: File,
  query = '',
): Promise<OrganizerPictureResponse> {
  const form = new FormData();
  form.append('file', file);
  const answer = organizerPictureResponse.safeParse(
    await api<unknown>(`${route.path}${query}`, { method: route.method, body: form }),
  );
  if (!answer.success) throw new ApiError(0, DEFAULT_ERROR_MESSAGE, undefined);
  return answer.data;
}

/** Called with the picture's new address once stored (null once removed). */
type OnPicture = (photoUrl: string | null) => void;

export function useUploadEventPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPicture(organizerEventPictureUploadRoute, file),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useDeleteEventPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(organizerEventPictureDeleteRoute),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

export function useUploadBattlePhoto(battleId: number, onPicture: OnPicture) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadPicture(organizerBattlePhotoUploadRoute, file, `?id=${battleId}`),
    onSuccess: (answer) => {
      onPicture(answer.photo_url);
      return refreshAfterChange(queryClient);
    },
  });
}

export function useDeleteBattlePhoto(battleId: number, onPicture: OnPicture) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(organizerBattlePhotoDeleteRoute, { query: { id: String(battleId) } }),
    onSuccess: (answer) => {
      onPicture(answer.photo_url);
      return refreshAfterChange(queryClient);
    },
  });
}
