import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AUTH_LABELS, RESET_PASSWORD } from '@common/copy/auth';
import { zodResolver } from '~/lib/zod-resolver';
import { useSetTeacherPassword, type TeacherSetPasswordBody } from '../api/teacher-set-password';
import { useGoTo } from '../hooks/use-go-to';
import { firstError } from '../utils/auth-api';
import { resetPasswordFormSchema } from '../utils/form-schemas';
import styles from './Form.module.css';
import { StatusScreen, statusStyles } from './StatusScreen';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitButton } from './SubmitButton';

/** SPEC §2.6: teacher set password by the emailed code (query c). */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const goTo = useGoTo();
  const code = search.get('c') ?? '';
  const setPassword = useSetTeacherPassword();
  const answer = setPassword.data;
  const signedIn = answer?.ok === true && answer.body.url !== undefined;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TeacherSetPasswordBody>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { c: code, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const { ok, body } = await setPassword.mutateAsync(values);
    if (ok && body.url) goTo(body.url);
  });

  // The server's refusal (a used or expired link) replaces the missing-code note.
  const serverError = answer && !signedIn ? (firstError(answer.body.errors) ?? null) : null;
  const pending = setPassword.isPending || signedIn;
  const linkProblem = serverError ?? (errors.c ? RESET_PASSWORD.missingCode : null);
  return (
    <StatusScreen title={RESET_PASSWORD.title}>
      <p className={statusStyles.intro}>{RESET_PASSWORD.intro}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={pending}>
        {linkProblem && (
          <p className={styles.alert} role="alert">
            {linkProblem}
          </p>
        )}
        <NewPasswordFields
          register={register}
          errors={errors}
          passwordLabel={AUTH_LABELS.newPassword}
        />
        <SubmitButton pending={pending}>{AUTH_LABELS.submit}</SubmitButton>
      </form>
    </StatusScreen>
  );
}
