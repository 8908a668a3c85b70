import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../../runtime/navigation';
import { showToast } from '../../../runtime/toast';
import { useUser } from '../../../shared/api/get-user';
import { Button, buttonClass } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Field } from '../../../shared/ui/field';
import { CardSkeleton } from '../../../shared/ui/query-view';
import { useUpdateProfile } from '../api/update-profile';
import { uploadImage } from '../api/upload-image';
import { useAccountFieldErrors } from '../components/account-fields';
import { Avatar } from '../components/avatar';
import { cropToSquare } from '../crop-square';
import { BIO_MAX, checkBio, checkNickname, NICKNAME_MAX } from '../validation';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES = 5 * 1024 * 1024;

type FieldName = 'avatar' | 'nickname' | 'bio';

export default function ProfileEditPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const update = useUpdateProfile();
  const [nickname, setNickname] = useState<string | null>(null);
  const [bio, setBio] = useState<string | null>(null);
  const [cropped, setCropped] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { errors, check, refused } = useAccountFieldErrors<FieldName>();

  useEffect(() => {
    if (!cropped) return;
    const url = URL.createObjectURL(cropped);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [cropped]);

  if (!user) {
    return <CardSkeleton rows={3} />;
  }
  const nicknameValue = nickname ?? user.nickname;
  const bioValue = bio ?? user.bio;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      void showToast({ title: t('account.errors.imageType') });
      return;
    }
    if (file.size > MAX_BYTES) {
      void showToast({ title: t('account.errors.imageSize') });
      return;
    }
    try {
      setCropped(await cropToSquare(file));
    } catch {
      void showToast({ title: t('account.errors.imageUnreadable') });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check({ nickname: checkNickname(nicknameValue), bio: checkBio(bioValue) })) return;
    setSaving(true);
    try {
      const avatar = cropped ? (await uploadImage(cropped, 'avatar.png')).url : undefined;
      await update.mutateAsync({ nickname: nicknameValue.trim(), bio: bioValue.trim(), ...(avatar ? { avatar } : {}) });
      void showToast({ title: t('account.profileSaved'), icon: 'success' });
      // Back where the member came from; opened on its own, to the profile page it belongs to.
      await navigateBack({ fallback: '/pages/profile/profile' });
    } catch (error) {
      refused(error, { nickname: 'nickname', bio: 'bio', avatar: 'avatar', file: 'avatar' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Card>
        <div className="row">
          <Avatar src={preview ?? user.avatar} name={nicknameValue} size="4.5rem" />
          <label className={buttonClass({ variant: 'ghost', small: true })}>
            {t('account.changeAvatar')}
            <input
              type="file"
              accept={ACCEPTED.join(',')}
              hidden
              data-testid="avatar-input"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
        </div>
        <p className="muted small">{t('account.avatarHint')}</p>
        {errors.avatar && <p className="field-error">{errors.avatar}</p>}
      </Card>
      <Field label={t('account.nickname')} error={errors.nickname} htmlFor="nickname">
        <input id="nickname" name="nickname" value={nicknameValue} maxLength={NICKNAME_MAX} onChange={(e) => setNickname(e.target.value)} />
      </Field>
      <Field label={t('account.bio')} error={errors.bio} hint={`${bioValue.length}/${BIO_MAX}`} htmlFor="bio">
        <textarea
          id="bio"
          name="bio"
          value={bioValue}
          maxLength={BIO_MAX}
          rows={3}
          onChange={(e) => setBio(e.target.value)}
          placeholder={t('account.bioPlaceholder')}
        />
      </Field>
      <Button type="submit" variant="primary" block disabled={saving}>
        {t('common.save')}
      </Button>
    </form>
  );
}
