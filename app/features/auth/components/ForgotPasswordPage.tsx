import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { AUTH_LABELS, CHECK_INBOX_MODAL, FORGOT_PASSWORD } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { ButtonLink } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { zodResolver } from '~/lib/zod-resolver';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { firstError } from '../utils/auth-api';
import { forgotFormSchema, studentForgotFormSchema } from '../utils/form-schemas';
import styles from './Form.module.css';
import { StatusScreen, statusStyles } from './StatusScreen';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/** SPEC §2.6 and §4: forgot password, with the 'Check your inbox' modal on success. */
export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const student = search.get('student') === 'true';
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(student ? studentForgotFormSchema : forgotFormSchema),
    defaultValues: { email: search.get('email') ?? '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    const { ok, body } = await request.mutateAsync({ email, student });
    if (ok) return;
    const message = firstError(body.errors);
    if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
  });

  return (
    <StatusScreen title={FORGOT_PASSWORD.title}>
      <p className={statusStyles.intro}>
        {student ? FORGOT_PASSWORD.studentIntro : FORGOT_PASSWORD.intro}
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={request.isPending}>
        <TextField
          id="email"
          label={student ? AUTH_LABELS.studentEmail : AUTH_LABELS.email}
          type={student ? 'text' : 'email'}
          autoComplete={student ? 'username' : 'email'}
          registration={register('email')}
          error={errors.email?.message}
        />
        <SubmitButton pending={request.isPending}>{FORGOT_PASSWORD.submit}</SubmitButton>
      </form>
      <p className={statusStyles.footer}>
        <Link to={student ? PATHS.studentSignIn : PATHS.teacherSignIn}>
          {FORGOT_PASSWORD.backToSignIn}
        </Link>
      </p>
      <Modal
        open={request.data?.ok === true}
        onClose={request.reset}
        title={CHECK_INBOX_MODAL.title}
        description={CHECK_INBOX_MODAL.body}
        size="sm"
      >
        <p className={statusStyles.footer}>
          <ButtonLink href={PATHS.home}>{CHECK_INBOX_MODAL.close}</ButtonLink>
        </p>
      </Modal>
    </StatusScreen>
  );
}
