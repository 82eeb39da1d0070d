import { PictureEditor } from '../../../components/PictureEditor';
import { useDeleteEventPicture, useUploadEventPicture } from '../shared/pictureApi';

export interface EventPictureFieldProps {
  /** The event's name, for the picture's alt text. */
  name: string;
  /** The uploaded picture (`photo_url`); the image link is the form's own field. */
  picture: string | null;
}

/**
 * The chosen event's uploaded picture: upload from a file (checked and re-encoded by the
 * server), change or delete it at once, outside the form's Save. Players see it before the
 * image link, which stays as the alternative.
 */
export function EventPictureField({ name, picture }: EventPictureFieldProps) {
  const upload = useUploadEventPicture();
  const remove = useDeleteEventPicture();
  return (
    <PictureEditor kind="event" name={name} picture={picture} upload={upload} remove={remove} />
  );
}
