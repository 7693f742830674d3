import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { AUTH_LABELS, CHECK_INBOX_MODAL, FORGOT_PASSWORD } from '@common/copy/auth';
import { academyEmailSchema } from '@common/schemas/academy-auth';
import { ButtonLink } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import styles from '~/features/auth/components/Form.module.css';
import { StatusScreen, statusStyles } from '~/features/auth/components/StatusScreen';
import { SubmitButton } from '~/features/auth/components/SubmitButton';
import { TextField } from '~/features/auth/components/TextField';
import { firstError } from '~/features/auth/utils/auth-api';
import { zodResolver } from '~/lib/zod-resolver';
import { useAcademyForgot } from './api';

/** Forgot password on the Academy, as on the Journals site: the 'Check your inbox' modal. */
export function AcademyForgotPage() {
  const [search] = useSearchParams();
  const request = useAcademyForgot();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(academyEmailSchema),
    defaultValues: { email: search.get('email') ?? '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    const { ok, body } = await request.mutateAsync(email);
    if (ok) return;
    const message = firstError(body.errors);
    if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
  });

  return (
    <StatusScreen title={FORGOT_PASSWORD.title}>
      <p className={statusStyles.intro}>{FORGOT_PASSWORD.intro}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={request.isPending}>
        <TextField
          id="email"
          label={AUTH_LABELS.email}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <SubmitButton pending={request.isPending}>{FORGOT_PASSWORD.submit}</SubmitButton>
      </form>
      <p className={statusStyles.footer}>
        <Link to={ACADEMY_PATHS.participantSignIn}>{FORGOT_PASSWORD.backToSignIn}</Link>
      </p>
      <Modal
        open={request.data?.ok === true}
        onClose={request.reset}
        title={CHECK_INBOX_MODAL.title}
        description={CHECK_INBOX_MODAL.body}
        size="sm"
      >
        <p className={statusStyles.footer}>
          <ButtonLink href={ACADEMY_PATHS.home}>{CHECK_INBOX_MODAL.close}</ButtonLink>
        </p>
      </Modal>
    </StatusScreen>
  );
}
