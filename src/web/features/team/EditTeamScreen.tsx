import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import i18next from 'i18next';
import { ShieldAlert } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  editTeamBody,
  TEAM_BIO_MAX,
  teamMessages,
  type EditTeamBody,
  type EditTeamInput,
  type EditTeamReadResponse,
} from '../../../shared/api/team';
import { LINK_MAX } from '../../../shared/validation';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PictureEditor } from '../../components/PictureEditor';
import { QueryView } from '../../components/QueryView';
import { Skeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../lib/api';
import type { CommonKey } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useSelectionId } from '../../lib/useSelectionId';
import { applyServerFieldErrors, messageText } from '../../lib/formMessages';
import { useDeleteTeamPicture, useEditTeamForm, useSaveTeam, useUploadTeamPicture } from './api';
import { TextAreaField } from '../../components/TextAreaField';
import './team.css';

const FIELDS = ['name', 'slogan', 'bio', 'song_id'] as const;

/** Refusals the server answers with a message only, and the field each belongs to. */
const MESSAGE_FIELDS: Partial<Record<string, (typeof FIELDS)[number]>> = {
  [teamMessages.nameTaken]: 'name',
  [teamMessages.invalidSong]: 'song_id',
};

/**
 * /edit-team (product.md §2): the team picture (upload, delete after confirmation), name (required),
 * slogan, bio and song link, for the team's players and its company's admins, before the closing
 * date. Saving returns to /team with a toast; a refusal lands on its field, any other failure
 * toasts 'Failed to edit team' with the server's reason when there is one (product.md §8).
 */
export default function EditTeamScreen() {
  const { t } = useTranslation();
  const teamId = useSelectionId('otherTeamId');
  const form = useEditTeamForm(teamId);
  const uploadPicture = useUploadTeamPicture(teamId);
  const deletePicture = useDeleteTeamPicture(teamId);
  return (
    <section className="screen">
      <BackLink to="/team" label={t('back')} />
      <h1>{t('editTeam')}</h1>
      <ManagersOnly query={form}>
        {(data) => (
          <>
            <PictureEditor
              kind="team"
              name={data.name}
              picture={data.photo_url}
              upload={uploadPicture}
              remove={deletePicture}
            />
            <EditTeamForm teamId={teamId} data={data} />
          </>
        )}
      </ManagersOnly>
    </section>
  );
}

/** The server's reason, in the user's language when the app knows its words. */
function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.message === DEFAULT_ERROR_MESSAGE) return null;
  return i18next.exists(error.message) ? i18next.t(error.message as CommonKey) : error.message;
}

/**
 * The read's states, with the server's plain reason (not one of the team's players or its
 * company's admins; the closing date has passed) for a caller who may not edit.
 */
function ManagersOnly({
  query,
  children,
}: {
  query: UseQueryResult<EditTeamReadResponse>;
  children: (data: EditTeamReadResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.error instanceof ApiError && query.error.status === 403) {
    return (
      <EmptyState
        message={serverReason(query.error) ?? t('notTeamManager')}
        icon={<ShieldAlert aria-hidden="true" size={40} />}
      >
        <ButtonLink to="/team" variant="secondary">
          {t('team')}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <QueryView
      query={query}
      loading={<EditTeamSkeleton />}
      notFound={<EmptyState message={t('teamNotFound')} />}
    >
      {children}
    </QueryView>
  );
}

/** product.md §8's 'Failed to edit team', with the server's reason when it gave one. */
function editFailureText(error: unknown): string {
  const reason = serverReason(error);
  return reason ? i18next.t('teamEditFailedWith', { reason }) : i18next.t('teamEditFailed');
}

function EditTeamForm({ teamId, data }: { teamId: number | null; data: EditTeamReadResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveTeam(teamId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditTeamInput, unknown, EditTeamBody>({
    resolver: zodResolver(editTeamBody),
    mode: 'onTouched',
    defaultValues: {
      name: data.name,
      slogan: data.slogan ?? '',
      bio: data.bio ?? '',
      song_id: data.song_id ?? '',
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      showToast(t('teamSaved'), 'success');
      void navigate('/team');
    } catch (error) {
      if (applyServerFieldErrors(error, setError, FIELDS)) return;
      const field = error instanceof ApiError ? MESSAGE_FIELDS[error.message] : undefined;
      if (field && error instanceof ApiError) {
        setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      console.error('Failed to edit team', error);
      showToast(editFailureText(error), 'error');
    }
  });

  return (
    <form className="team-form" noValidate onSubmit={onSubmit}>
      <Card>
        <TextField
          label={t('teamName')}
          autoComplete="off"
          dir="auto"
          required
          error={messageText(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('teamSlogan')}
          autoComplete="off"
          dir="auto"
          hint={t('teamSloganHint')}
          error={messageText(errors.slogan?.message)}
          {...register('slogan')}
        />
      </Card>
      <Card>
        <TextAreaField
          label={t('teamBio')}
          maxLength={TEAM_BIO_MAX}
          hint={t('teamBioHint', { max: TEAM_BIO_MAX })}
          error={messageText(errors.bio?.message)}
          {...register('bio')}
        />
        <TextField
          label={t('teamSongUrl')}
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          maxLength={LINK_MAX}
          hint={t('teamSongHint')}
          error={messageText(errors.song_id?.message)}
          {...register('song_id')}
        />
      </Card>
      <Button type="submit" busy={isSubmitting}>
        {t('teamSave')}
      </Button>
    </form>
  );
}

function EditTeamSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton height={130} />
      <Skeleton height={200} />
      <Skeleton height={300} />
      <Skeleton height={48} />
    </div>
  );
}
