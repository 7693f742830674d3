import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { AuthResponse } from '@common/schemas/auth';
import { AUTH_LABELS, RESET_PASSWORD } from '@common/copy/auth';
import { apiPost } from '~/lib/api';
import { zodResolver } from '~/lib/zod-resolver';
import { useGoTo } from '../hooks/use-go-to';
import { AUTH_API, firstError } from '../utils/auth-api';
import { resetPasswordFormSchema } from '../utils/form-schemas';
import styles from './Form.module.css';
import { StatusScreen, statusStyles } from './StatusScreen';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitButton } from './SubmitButton';

interface ResetValues {
  c: string;
  password: string;
  confirmPassword: string;
}

/** SPEC §2.6: teacher set password by the emailed code (query c). */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const goTo = useGoTo();
  const code = search.get('c') ?? '';
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { c: code, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setPending(true);
    setServerError(null);
    const { ok, body } = await apiPost<AuthResponse>(AUTH_API.teacherSetPassword, values);
    if (ok && body.url) {
      goTo(body.url);
      return;
    }
    setPending(false);
    setServerError(firstError(body.errors) ?? null);
  });

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
