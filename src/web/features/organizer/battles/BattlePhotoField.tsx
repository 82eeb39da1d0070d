import { PictureEditor } from '../../../components/PictureEditor';
import { useDeleteBattlePhoto, useUploadBattlePhoto } from '../shared/pictureApi';

export interface BattlePhotoFieldProps {
  battleId: number;
  /** The battle's name, for the photo's alt text. */
  name: string;
  /** The photo shown now: an upload or a link. */
  picture: string | null;
  /** The photo's new address once stored (null once removed), for the form's link field. */
  onPicture: (photoUrl: string | null) => void;
}

/**
 * A battle's photo from a file: uploaded (checked and re-encoded by the server), changed or
 * deleted at once, outside the form's Save. A web address in the form's link field is the
 * alternative.
 */
export function BattlePhotoField({ battleId, name, picture, onPicture }: BattlePhotoFieldProps) {
  const upload = useUploadBattlePhoto(battleId, onPicture);
  const remove = useDeleteBattlePhoto(battleId, onPicture);
  return (
    <PictureEditor kind="battle" name={name} picture={picture} upload={upload} remove={remove} />
  );
}
